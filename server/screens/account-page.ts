import { accountIntentSchema, type AccountIntent } from "@common/account/account-intents";
import { deviceLabel } from "@common/account/device-label";
import type { AppContext } from "../context";
import { readForm } from "../http/read-form";
import {
  deleteAccountIntent,
  refusedProfile,
  revokeOtherSessionsIntent,
  revokeSessionIntent,
  saveProfileIntent,
} from "./account-intents";
import { listActiveSessions } from "../accounts/account-sessions";
import type { SessionUser } from "../accounts/auth/session-user";
import { profileForForm } from "../accounts/profiles";
import { keptOnDeletion } from "../institutions/records/kept-on-deletion";

/** The account page: the profile, the signed-in devices (this one first). */
export async function accountPage(context: AppContext, user: SessionUser) {
  const [sessions, institutionKeeps] = await Promise.all([
    listActiveSessions(context.db, user.id),
    keptOnDeletion(context.db, user.seat),
  ]);
  return {
    institutionKeeps,
    profile: profileForForm(user),
    email: user.email,
    emailVerified: user.emailVerified,
    sessions: sessions
      .map((session) => ({
        id: session.id,
        device: deviceLabel(session.userAgent),
        ipAddress: session.ipAddress,
        createdAt: session.createdAt.toISOString(),
        lastActiveAt: session.updatedAt.toISOString(),
        current: session.id === user.sessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current)),
  };
}

const intents = {
  profile: saveProfileIntent,
  "revoke-session": revokeSessionIntent,
  "revoke-other-sessions": revokeOtherSessionsIntent,
  "delete-account": deleteAccountIntent,
} satisfies Record<AccountIntent, unknown>;

/** The page's forms: profile, sign-outs, deletion. */
export async function accountAction(context: AppContext, request: Request, user: SessionUser) {
  const form = await readForm(request, accountIntentSchema);
  if (!form.ok) {
    if (form.values.intent === "profile" && !form.errors.intent && form.reason === "invalid") {
      return refusedProfile(context, user, form);
    }
    const message = form.reason === "invalid" ? "Unknown action" : form.firstError;
    throw new Response(message, { status: form.status });
  }
  return intents[form.data.intent]({ context, user, form: form.formData });
}
