import { answerInvalid } from "@common/forms/action-answer";
import { launchStatusFormSchema } from "@common/back-office/launch-status-form";
import type { SessionUser } from "../accounts/auth/session-user";
import { isLaunched } from "../content/launch-status";
import type { AppContext } from "../context";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import { setLaunchStatus } from "./launch-switch";
import { actorOf } from "./require-admin";

/** Whether Clinova is marked launched. */
export async function launchStatusPage(context: AppContext) {
  return { launched: await isLaunched(context.db, context.logger) };
}

/** Marks Clinova launched or not, and has the public pages built again. */
export async function launchStatusAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
) {
  const form = await readForm(request, launchStatusFormSchema);
  if (!form.ok) return answerInvalid(form);
  const launched = form.data.launched === "true";
  const { changed } = await setLaunchStatus(context.db, actorOf(admin), launched);
  if (!changed) {
    return redirectWithToast("/admin/launch", { type: "info", title: "Nothing to change" });
  }
  context.publicPagesChanged();
  return redirectWithToast("/admin/launch", {
    type: "success",
    title: launched ? "Marked launched" : "Marked not launched",
  });
}
