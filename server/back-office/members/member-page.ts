import { answerInvalid, notFound } from "@common/forms/action-answer";
import { memberActionSchema } from "@common/back-office/member-actions";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { isUuid } from "@common/uuid";
import { actorOf } from "../require-admin";
import { endMemberSessions, resendConfirmation } from "./member-actions";
import { memberDetail } from "./member-detail";

/** The member named by the address; anything else is the back office's 404. */
const memberIdOf = (userId: string | undefined) => (userId && isUuid(userId) ? userId : notFound());

/** A member's account: profile, subscription, learning. */
export async function memberPage(context: AppContext, userId: string | undefined) {
  return (await memberDetail(context.db, memberIdOf(userId))) ?? notFound();
}

/** Resend the confirmation email, or end every session of the member. */
export async function memberAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
  userIdParam: string | undefined,
) {
  const userId = memberIdOf(userIdParam);
  const form = await readForm(request, memberActionSchema);
  if (!form.ok) return answerInvalid(form);
  const here = `/admin/members/${userId}`;
  if (form.data.intent === "resend-confirmation") {
    const outcome = await resendConfirmation(context.db, context.auth, actorOf(admin), userId);
    if (outcome === "no such member") notFound();
    return redirectWithToast(
      here,
      outcome === "already confirmed"
        ? { type: "info", title: "Email already confirmed" }
        : { type: "success", title: "Confirmation email sent" },
    );
  }
  const { outcome, ended } = await endMemberSessions(context.db, actorOf(admin), userId);
  if (outcome === "no such member") notFound();
  return redirectWithToast(here, {
    type: "success",
    title: "Sessions ended",
    description: `${ended} active session${ended === 1 ? "" : "s"} ended: the member is signed out everywhere.`,
  });
}
