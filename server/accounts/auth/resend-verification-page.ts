import { redirect } from "react-router";
import { returnAddressFormSchema } from "@common/forms/return-address-form";
import { safeRedirect } from "@common/safe-redirect";
import { resendLimits } from "./auth-rate-limits";
import { takeAttempt } from "./auth-rate-limits";
import { requireUser } from "../require-user";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import type { AppContext } from "../../context";

export async function resendVerificationAction(request: Request, context: AppContext) {
  const form = await readForm(request, returnAddressFormSchema);
  const back = safeRedirect(form.ok ? form.data.redirectTo : undefined, "/dashboard");
  const user = await requireUser(context, request, { profile: "any", returnTo: back });
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
