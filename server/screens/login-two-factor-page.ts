import { redirect } from "react-router";
import { twoFactorSignInSchema } from "@common/auth/two-factor";
import { answerInvalid, answerRefused } from "@common/forms/action-answer";
import { safeRedirect } from "@common/safe-redirect";
import { refreshSubscription } from "../billing/refresh-subscription";
import type { AppContext } from "../context";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import { redirectWithAuthCookies } from "../accounts/auth/auth-response";
import { twoFactorVerifyLimits } from "../accounts/auth/auth-rate-limits";
import { refuseWhenRateLimited } from "../accounts/auth/rate-limited";
import { codeAlreadyUsed } from "../accounts/auth/two-factor-guard";
import {
  completeTwoFactorSignIn,
  hasTwoFactorChallenge,
} from "../accounts/auth/two-factor-sign-in";

const returnAddress = (request: Request) =>
  safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/dashboard");

const loginAgain = (back: string) => `/login?redirectTo=${encodeURIComponent(back)}`;

/** The code's page, only while better-auth's challenge cookie is there. */
export async function loginTwoFactorPage(context: AppContext, request: Request) {
  const back = returnAddress(request);
  if (await context.sessionUser()) throw redirect(back);
  if (!(await hasTwoFactorChallenge(context.auth, context.authHeaders))) {
    throw redirect(loginAgain(back));
  }
  return null;
}

const wrongCode = {
  totp: "That code is not right. Type the code your authenticator app shows now.",
  "backup-code": "That backup code is not right, or it has been used already.",
};

/** The code (or a backup code): a wrong one is 401, as a wrong password is on the login page. */
export async function loginTwoFactorAction(context: AppContext, request: Request) {
  const form = await readForm(request, twoFactorSignInSchema);
  if (!form.ok) return answerInvalid(form);
  const { method, code } = form.data;
  const back = safeRedirect(form.data.redirectTo, "/dashboard");
  const refused = await refuseWhenRateLimited(context, twoFactorVerifyLimits(context.clientIp), {
    method,
  });
  if (refused) return refused;
  const step = await completeTwoFactorSignIn(context.auth, context.authHeaders, method, code);
  if (!step.ok && (step.reason === "wrong code" || step.reason === "used")) {
    const message = step.reason === "used" ? codeAlreadyUsed.message : wrongCode[method];
    return answerRefused({ code: message }, { method }, { status: 401 });
  }
  if (!step.ok) {
    return redirectWithToast(loginAgain(back), {
      type: "error",
      title: step.reason === "locked" ? "Too many wrong codes" : "Please log in again",
      description:
        step.reason === "locked"
          ? "For your safety, codes are refused for 15 minutes. Try again later."
          : "Your sign-in timed out or had too many wrong codes.",
    });
  }
  await refreshSubscription(context.db, context.billing, step.userId).catch((error: unknown) =>
    context.logger.warn({ err: error }, "subscription re-check failed"),
  );
  return redirectWithAuthCookies(back, step.headers, { type: "success", title: "Welcome back!" });
}
