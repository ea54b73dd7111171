import { redirect } from "react-router";
import { safeRedirect } from "@common/safe-redirect";
import { resendLimits } from "@server/accounts/auth/auth-rate-limits";
import { takeAttempt } from "@server/accounts/auth/auth-rate-limits";
import { redirectWithToast } from "@server/http/flash-toast";
import type { Route } from "./+types/resend-verification";

export const loader = () => redirect("/");

/** The banner's 'Resend' button: a new confirmation link for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  const back = safeRedirect((await request.formData()).get("redirectTo"), "/dashboard");
  const user = await context.sessionUser();
  if (!user) return redirect("/login");
  if (user.emailVerified) return redirect(back);
  const verdict = await takeAttempt(context.rateLimiter, resendLimits(user.email));
  if (!verdict.allowed) {
    return redirectWithToast(back, {
      type: "error",
      title: "Too many attempts",
      description: "We have sent several emails already. Please check your inbox and spam folder.",
    });
  }
  await context.auth.api.sendVerificationEmail({
    body: { email: user.email, callbackURL: "/auth/callback" },
    headers: context.authHeaders,
  });
  return redirectWithToast(back, {
    type: "success",
    title: "Confirmation email sent",
    description: `We sent a new link to ${user.email}.`,
  });
}
