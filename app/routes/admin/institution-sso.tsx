import { Link } from "react-router";
import {
  institutionSsoAction,
  institutionSsoPage,
} from "@server/back-office/institutions/institution-sso-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { DomainVerification } from "~/features/back-office/institutions/domain-verification";
import { SsoSettingsForm } from "~/features/back-office/institutions/sso-settings-form";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/institution-sso";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `Single sign-on: ${loaderData.institution.name}` : "Single sign-on",
    "An institution's OpenID Connect provider.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return institutionSsoPage(context, params.institutionId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return institutionSsoAction(context, request, admin, params.institutionId);
}

export default function InstitutionSso({ loaderData, actionData }: Route.ComponentProps) {
  const { institution, redirectUri } = loaderData;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        back={{ to: `/admin/institutions/${institution.id}`, label: institution.name }}
        title="Single sign-on"
      >
        <p className="text-muted">
          Learners of {institution.name} sign in with their organisation&apos;s account (OpenID
          Connect, for example Microsoft Entra ID). Give the provider this redirect URI:{" "}
          <code className="rounded bg-primary-50 px-1.5 py-0.5 text-sm break-all">
            {redirectUri}
          </code>
        </p>
        <Link
          to={`/admin/institutions/${institution.id}/identity-provider`}
          className="w-fit text-sm font-medium text-primary-700 underline underline-offset-4"
        >
          Identity provider setup and SCIM provisioning
        </Link>
      </PageHeader>
      {/* A new form after each save or removal: a typed secret never stays in the field. */}
      <SsoSettingsForm
        key={loaderData.provider?.savedAt ?? "none"}
        view={loaderData}
        result={actionData}
      />
      {loaderData.provider && (
        <DomainVerification claims={loaderData.claims} errors={actionData?.errors ?? {}} />
      )}
    </div>
  );
}
