import { resetPasswordSchema } from "@common/auth/schemas";
import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import type { AppContext } from "../../context";
import { readForm } from "../../http/read-form";
import { authErrorMessage } from "./auth-response";

const updated = (done: boolean) => ({ updated: done });

/** The link's token, or the error better-auth sent the link back with. */
export function resetPasswordPage(request: Request) {
  const params = new URL(request.url).searchParams;
  return { token: params.get("token") ?? "", linkError: params.get("error") };
}

/** A new password for the link's token; a token better-auth refuses is 422 with its message. */
export async function resetPasswordAction(context: AppContext, request: Request) {
  const form = await readForm(request, resetPasswordSchema);
  if (!form.ok) return answerInvalid(form, updated(false));
  try {
    await context.auth.api.resetPassword({
      body: { newPassword: form.data.password, token: form.data.token },
      headers: context.authHeaders,
    });
    return answerDone(updated(true), { toast: { type: "success", title: "Password updated" } });
  } catch (error) {
    const description = authErrorMessage(error, "An error occurred while updating your password.");
    return answerRefused(
      {},
      {},
      {
        extra: updated(false),
        toast: { type: "error", title: "Password update failed", description },
      },
    );
  }
}
