import { requireAdmin } from "@server/back-office/require-admin";
import { securityAction, securityPage } from "@server/back-office/two-factor/security-page";
import { Alert } from "~/components/ui/alert";
import { TwoFactorSetup } from "~/features/back-office/two-factor-setup";
import { TwoFactorStatus } from "~/features/back-office/two-factor-status";
import { TwoFactorVerify } from "~/features/back-office/two-factor-verify";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () =>
  pageMeta("Security", "Two-factor authentication for the back office.");

// A refused attempt says when to try again, as the login page does.
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const answer = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) answer.set("Retry-After", retryAfter);
  return answer;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request, { allowWithoutTwoFactor: true });
  return securityPage(context.auth, context.db, admin);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request, { allowWithoutTwoFactor: true });
  return securityAction(context, request, admin);
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  const errors = actionData?.errors ?? {};
  // A refusal (too many attempts) is written on the page too, for browsers without JavaScript.
  const refused = actionData?.toast?.type === "error" ? actionData.toast : null;
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold">Security</h1>
      {refused && (
        <Alert role="alert" variant="danger" title={refused.title}>
          {refused.description}
        </Alert>
      )}
      {loaderData.state === "verify" ? (
        <TwoFactorVerify errors={errors} />
      ) : loaderData.state === "on" ? (
        <TwoFactorStatus
          backupCodesLeft={loaderData.backupCodesLeft}
          newCodes={actionData?.codes ?? null}
          errors={errors}
        />
      ) : (
        <TwoFactorSetup page={loaderData} errors={errors} />
      )}
    </div>
  );
}
