import { redirect } from "react-router";
import { signedUpParam } from "@common/auth/google-sign-in";
import { signUpSchema } from "@common/auth/schemas";
import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import { safeRedirect } from "@common/safe-redirect";
import type { FlashToast } from "@common/toast";
import type { AppContext } from "../../context";
import { readForm } from "../../http/read-form";
import { signUpLimits } from "./auth-rate-limits";
import { authErrorMessage } from "./auth-response";
import { refuseWhenRateLimited } from "./rate-limited";

const sent = (done: boolean) => ({ sent: done });

/**
 * An invitation behind a sign-up's `redirectTo`, looked up by the institutions domain and
 * plugged in by the route (decision 0049's layers): the address it is for, and the refusal
 * when another is typed (docs/product/institutions.md#inviting-from-a-csv-file).
 */
export type InvitationLookup = (
  redirectTo: string,
) => Promise<{ email: string; mismatch: string } | null>;

/** Sign-up; someone signed in already goes where they were going. */
export async function signUpPage(context: AppContext, request: Request) {
  if (await context.sessionUser()) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/dashboard"));
  }
  return { googleEnabled: Boolean(context.config.google) };
}

/** Any address is answered "Check your email" (decision 0046); the form comes back refused. */
export async function signUpAction(
  context: AppContext,
  request: Request,
  invitationFor?: InvitationLookup,
) {
  const form = await readForm(request, signUpSchema);
  if (!form.ok) {
    const toast: FlashToast = {
      type: "error",
      title: "Validation Error",
      description: form.firstError,
    };
    return answerInvalid(form, sent(false), { toast });
  }
  const input = form.data;
  const kept = { ...input, password: "" };
  const limits = signUpLimits(context.clientIp);
  const refused = await refuseWhenRateLimited(context, limits, kept, sent(false));
  if (refused) return refused;
  // Back where sign-up was asked for (an invitation's page, say) once the address is confirmed.
  const back = safeRedirect(form.values.redirectTo, "");
  // The form shows an invitation's address read-only; the server holds to it as well.
  const invited = invitationFor && (await invitationFor(back));
  if (invited && input.email.toLowerCase() !== invited.email) {
    return answerRefused({ email: invited.mismatch }, kept, { extra: sent(false) });
  }
  try {
    // The auth API checks the same schema again and saves the profile (sign-up-rules.ts). For an
    // address that already has an account it creates nothing, emails the owner instead, and
    // answers exactly as for a new one (decision 0046): so does this page.
    await context.auth.api.signUpEmail({
      body: {
        ...input,
        name: `${input.firstName} ${input.lastName}`,
        callbackURL: back || `/auth/callback?${signedUpParam}`,
      },
      headers: context.authHeaders,
    });
  } catch (error) {
    const description = authErrorMessage(error, "An error occurred during sign up.");
    return answerRefused({}, kept, {
      extra: sent(false),
      toast: { type: "error", title: "Sign up failed", description },
    });
  }
  return answerDone(sent(true), { values: { email: input.email } });
}
