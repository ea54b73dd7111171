import { data, redirect } from "react-router";
import { securityFormSchema } from "@common/back-office/two-factor-forms";
import { twoFactorSetupLimits } from "@server/accounts/auth/auth-rate-limits";
import { refuseWhenRateLimited } from "@server/accounts/auth/rate-limited";
import { regenerateBackupCodes } from "@server/back-office/two-factor/backup-codes";
import { requireAdmin, twoFactorSetupPath } from "@server/back-office/require-admin";
import { securityPage } from "@server/back-office/two-factor/security-page";
import {
  proveCodeForSession,
  sessionCodeMessages,
} from "@server/back-office/two-factor/session-code";
import {
  confirmTwoFactorSetup,
  startTwoFactorSetup,
} from "@server/back-office/two-factor/two-factor-setup";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
import { can } from "@server/policy/can";
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

const wrongPassword = "That password is not right.";
const wrongCode =
  "That code is not right. Check the time on your phone, then type the code your authenticator app shows now.";

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request, { allowWithoutTwoFactor: true });
  const form = await readForm(request, securityFormSchema);
  if (!form.ok) {
    return data({ ...form, intent: form.values.intent, codes: null }, { status: form.status });
  }
  const intent = form.data.intent;
  // Only the set-up, or this session's code, is open before the session has passed two-factor
  // authentication.
  if (intent === "regenerate-backup-codes") await requireAdmin(context, request);
  if (intent === "verify" && !admin.twoFactorEnabled) return redirect(twoFactorSetupPath);
  if (intent === "verify" && can(admin, "back-office:use")) return redirect("/admin");
  if ((intent === "start" || intent === "confirm") && admin.twoFactorEnabled) {
    return redirectWithToast(twoFactorSetupPath, {
      type: "info",
      title: "Two-factor authentication is already on",
    });
  }
  const refused = await refuseWhenRateLimited(context, twoFactorSetupLimits(admin.id));
  if (refused) return refused;
  const refusal = (errors: Record<string, string>, status = 400) =>
    data({ ok: false as const, intent, errors, values: form.values, codes: null }, { status });

  if (form.data.intent === "verify") {
    const outcome = await proveCodeForSession(context.auth, context.authHeaders, form.data.code);
    if (outcome !== "verified") {
      return refusal({ code: sessionCodeMessages[outcome] }, outcome === "locked" ? 429 : 400);
    }
    return redirectWithToast("/admin", { type: "success", title: "Code accepted" });
  }
  if (form.data.intent === "start") {
    const started = await startTwoFactorSetup(
      context.auth,
      context.authHeaders,
      form.data.password,
    );
    if (started === "wrong password") return refusal({ password: wrongPassword });
    return redirect(twoFactorSetupPath);
  }
  if (form.data.intent === "confirm") {
    const outcome = await confirmTwoFactorSetup(context.auth, context.db, admin, form.data.code);
    if (outcome === "wrong code") return refusal({ code: wrongCode });
    if (outcome === "nothing to confirm") return redirect(twoFactorSetupPath);
    return redirectWithToast("/admin", {
      type: "success",
      title: "Two-factor authentication is on",
      description:
        "You will be asked for a code from your authenticator app each time you sign in.",
    });
  }
  const regenerated = await regenerateBackupCodes(
    context.auth,
    context.db,
    admin,
    form.data.password,
  );
  if (!regenerated.ok) return refusal({ password: wrongPassword });
  return data({
    ok: true as const,
    intent,
    errors: {},
    values: {},
    codes: regenerated.codes,
    toast: { type: "success" as const, title: "New backup codes made" },
  });
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "toast" in actionData ? actionData : undefined;
  useToastFrom(answer);
  const errors: Record<string, string> = actionData?.errors ?? {};
  // A refusal (too many attempts) is written on the page too, for browsers without JavaScript.
  const refused = answer?.toast?.type === "error" ? answer.toast : null;
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
          newCodes={actionData && "codes" in actionData ? actionData.codes : null}
          errors={errors}
        />
      ) : (
        <TwoFactorSetup page={loaderData} errors={errors} />
      )}
    </div>
  );
}
