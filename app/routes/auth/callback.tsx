import { useEffect } from "react";
import { useNavigate } from "react-router";
import { authCallbackPage } from "@server/institutions/sso/auth-callback-page";
import { Spinner } from "~/components/ui/spinner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/callback";

/**
 * The return address of email confirmation, Google sign-in and institutions' single sign-on
 * (docs/product/accounts.md#auth-callback).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return authCallbackPage(context, request);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Signing you in", "Processing your login."),
  { name: "robots", content: "noindex" },
];

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(loaderData.destination, { replace: true });
  }, [loaderData.destination, navigate]);
  return (
    <section className="grid min-h-[50vh] place-content-center justify-items-center gap-4 p-8 text-center">
      <Spinner className="size-8 text-primary-700" />
      <h1 className="text-2xl font-semibold">Processing your login...</h1>
      {/* Without JavaScript the page moves on by itself. Only then: with scripts running, a refresh
          would reload the dashboard the client has already opened. */}
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${loaderData.destination}`} />
      </noscript>
    </section>
  );
}
