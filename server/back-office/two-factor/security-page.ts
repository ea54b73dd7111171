import { redirect } from "react-router";
import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import { securityFormSchema } from "@common/back-office/two-factor-forms";
import type { Auth } from "../../accounts/auth/create-auth";
import { twoFactorSetupLimits } from "../../accounts/auth/auth-rate-limits";
import { refuseWhenRateLimited } from "../../accounts/auth/rate-limited";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { Db } from "../../db/client";
import { can } from "../../policy/can";
import { requireAdmin, twoFactorSetupPath } from "../require-admin";
import { backupCodesLeft, regenerateBackupCodes } from "./backup-codes";
import { proveCodeForSession, sessionCodeMessages } from "./session-code";
import {
  confirmTwoFactorSetup,
  pendingTwoFactorSetup,
  startTwoFactorSetup,
} from "./two-factor-setup";
import { twoFactorRowOf } from "../../accounts/auth/two-factor-codes";

/**
 * What /admin/security shows: the status; the code this session has not given yet; or the
 * set-up at the step the admin has reached.
 */
export async function securityPage(auth: Auth, db: Db, admin: SessionUser) {
  if (admin.twoFactorEnabled && !can(admin, "back-office:use")) return { state: "verify" as const };
  if (admin.twoFactorEnabled) {
    const row = await twoFactorRowOf(db, admin.id);
    return {
      state: "on" as const,
      backupCodesLeft: row ? await backupCodesLeft(auth, row.backupCodes) : null,
    };
  }
  const pending = await pendingTwoFactorSetup(auth, db, admin);
  return pending ? { state: "confirm" as const, ...pending } : { state: "off" as const };
}

export type SecurityPage = Awaited<ReturnType<typeof securityPage>>;

const noCodes = { codes: null as string[] | null };

const wrongPassword = "That password is not right.";
const wrongCode =
  "That code is not right. Check the time on your phone, then type the code your authenticator app shows now.";

/**
 * The page's forms: this session's code, the set-up (password, then the first code), new backup
 * codes (password). A wrong password or code is refused (422); too many tries, 429.
 */
export async function securityAction(context: AppContext, request: Request, admin: SessionUser) {
  const form = await readForm(request, securityFormSchema);
  if (!form.ok) {
    const intent = form.values.intent;
    return answerInvalid(form, noCodes, { form: typeof intent === "string" ? intent : undefined });
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
  const limits = twoFactorSetupLimits(admin.id);
  const refused = await refuseWhenRateLimited(context, limits, {}, noCodes);
  if (refused) return refused;
  const refusal = (errors: Record<string, string>, status: 422 | 429 = 422) =>
    answerRefused(errors, form.values, { status, form: intent, extra: noCodes });

  if (form.data.intent === "verify") {
    const outcome = await proveCodeForSession(context.auth, context.authHeaders, form.data.code);
    if (outcome !== "verified") {
      return refusal({ code: sessionCodeMessages[outcome] }, outcome === "locked" ? 429 : 422);
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
  return answerDone(
    { codes: regenerated.codes as string[] | null },
    { form: intent, toast: { type: "success", title: "New backup codes made" } },
  );
}
