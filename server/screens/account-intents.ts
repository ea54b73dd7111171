import { answerRefused } from "@common/forms/action-answer";
import { ownSessionToken } from "../accounts/account-sessions";
import {
  cancelSubscriptionFirstMessage,
  deleteAccount,
  hasBillableSubscription,
  removeResumeFiles,
} from "../accounts/delete-account";
import { profileRefusal, submitProfile } from "../accounts/submit-profile";
import { cancelSubscriptionNow } from "../billing/cancel-subscription";
import { recordLearnerLeft } from "../institutions/records/learner-left";
import type { SessionUser } from "../accounts/auth/session-user";
import type { AppContext } from "../context";
import { redirectWithToast } from "../http/flash-toast";
import { validateForm } from "../http/read-form";
import { confirmsDeletion } from "@common/account/delete-confirmation";
import { profileSchema } from "@common/auth/schemas";
import type { FormRefusal } from "@common/forms/form-result";

type Args = { context: AppContext; user: SessionUser; form: FormData };

const backToAccount = (title: string, type: "success" | "info" | "error" = "success") =>
  redirectWithToast("/account", { type, title });

const signOutFailed = "We couldn't sign out that session. Please try again.";

export async function saveProfileIntent({ context, user, form }: Args) {
  return answerProfile(await submitProfile(context, user.id, validateForm(profileSchema, form)));
}

/** A profile form refused as it was read (a control character in a field): shown beside it. */
export async function refusedProfile(context: AppContext, user: SessionUser, form: FormRefusal) {
  return answerProfile(await submitProfile(context, user.id, form));
}

function answerProfile(result: Awaited<ReturnType<typeof submitProfile>>) {
  if (result.status === "saved") return backToAccount("Profile updated!");
  return profileRefusal(result, "profile");
}

export async function revokeSessionIntent({ context, user, form }: Args) {
  const sessionId = String(form.get("sessionId") ?? "");
  const token = await ownSessionToken(context.db, user.id, sessionId);
  if (!token || sessionId === user.sessionId) {
    return backToAccount("That session has already ended.", "info");
  }
  try {
    await context.auth.api.revokeSession({ headers: context.authHeaders, body: { token } });
  } catch (error) {
    context.logger.error({ err: error }, "session revoke failed");
    return backToAccount(signOutFailed, "error");
  }
  return backToAccount("Signed out of that device");
}

export async function revokeOtherSessionsIntent({ context }: Args) {
  try {
    await context.auth.api.revokeOtherSessions({ headers: context.authHeaders });
  } catch (error) {
    context.logger.error({ err: error }, "revoking other sessions failed");
    return backToAccount(signOutFailed, "error");
  }
  return backToAccount("Signed out of all other sessions");
}

export async function deleteAccountIntent({ context, user, form }: Args) {
  const refuse = (message: string) => answerRefused(message, {}, { form: "delete-account" });
  if (!confirmsDeletion(form.get("confirmation"), user.email)) {
    return refuse("Type DELETE or your email address to confirm.");
  }
  // Cancel at the provider first, so nothing goes on charging once the account is gone.
  if (await hasBillableSubscription(context.db, user.id)) {
    await cancelSubscriptionNow(context.db, context.billing, user.id).catch((error: unknown) =>
      context.logger.error({ err: error, userId: user.id }, "could not cancel before deletion"),
    );
    if (await hasBillableSubscription(context.db, user.id)) {
      return refuse(cancelSubscriptionFirstMessage);
    }
  }
  const signOut = await context.auth.api.signOut({
    headers: context.authHeaders,
    returnHeaders: true,
  });
  const result = await deleteAccount(context.db, user.id, {
    beforeRowsGo: (tx) =>
      recordLearnerLeft(tx, user.id, {
        mailQueue: context.mailQueue,
        appUrl: context.config.appUrl,
        ipAddress: context.clientIp,
      }),
  });
  const headers = new Headers();
  for (const cookie of signOut.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (!result.deleted) {
    context.logger.warn({ userId: user.id, reason: result.reason }, "account not deleted");
    return redirectWithToast(
      "/login",
      {
        type: "error",
        title: "Account not deleted",
        description: "You have been signed out. Please sign in and try again.",
      },
      { headers },
    );
  }
  const files = await removeResumeFiles(context.storage, result.resumePaths);
  if (files.failed.length > 0) {
    context.logger.error(
      { userId: user.id, paths: files.failed },
      "résumé files of a deleted account were not removed",
    );
  }
  context.logger.info({ userId: user.id }, "account deleted");
  return redirectWithToast(
    "/",
    { type: "success", title: "Your account has been deleted" },
    { headers },
  );
}
