import { forgotPasswordSchema } from "@common/auth/schemas";
import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import type { AppContext } from "../../context";
import { readForm } from "../../http/read-form";
import { passwordResetLimits } from "./auth-rate-limits";
import { refuseWhenRateLimited } from "./rate-limited";

const sent = (done: boolean) => ({ sent: done });

/** The same answer whether or not the address has an account (ASVS 2.5.x, no enumeration). */
export async function forgotPasswordAction(context: AppContext, request: Request) {
  const form = await readForm(request, forgotPasswordSchema);
  if (!form.ok) return answerInvalid(form, sent(false));
  const { email } = form.data;
  const limits = passwordResetLimits(email);
  const refused = await refuseWhenRateLimited(context, limits, { email }, sent(false));
  if (refused) return refused;
  try {
    await context.auth.api.requestPasswordReset({
      body: { email, redirectTo: "/reset-password" },
      headers: context.authHeaders,
    });
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "password reset request failed");
    return answerRefused(
      {},
      { email },
      {
        status: 500,
        extra: sent(false),
        toast: {
          type: "error",
          title: "Password reset failed",
          description: "An error occurred while sending the reset email.",
        },
      },
    );
  }
  return answerDone(sent(true), {
    values: { email },
    toast: { type: "success", title: "Password reset email sent" },
  });
}
