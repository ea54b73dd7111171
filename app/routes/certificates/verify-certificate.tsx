import { isRouteErrorResponse } from "react-router";
import { loadCertificateVerification } from "@server/learning/certificates/verify-certificate";
import { ErrorPage } from "~/components/layout/error-page";
import { CertificateVerification } from "~/features/learning/certificates/certificate-verification";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/verify-certificate";

// A holder's name is on the page: it is for the people they share it with, not for search engines.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.state === "verified"
    ? pageMeta(
        "Certificate verified",
        `A ${loaderData.certificate.courseTitle} certificate of completion.`,
      )
    : pageMeta("Certificate not found", "No certificate has this number.")),
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCertificateVerification(context.db, params.number);
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage status={500} />;
  return <CertificateVerification data={{ state: "unknown", number: params.number ?? "" }} />;
}

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  return <CertificateVerification data={loaderData} />;
}
