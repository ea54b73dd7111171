import { notFound } from "@common/forms/action-answer";
import { redirect } from "react-router";
import { newAccountParam } from "@common/auth/google-sign-in";
import { redirectWithAuthCookies } from "@server/accounts/auth/auth-response";
import type { Route } from "./+types/google";

export const loader = () => redirect("/login");

/** Starts the OpenID Connect flow: better-auth sets its state cookie, we send the browser on. */
export async function action({ context }: Route.ActionArgs) {
  if (!context.config.google) notFound();
  try {
    const { headers, response } = await context.auth.api.signInSocial({
      body: {
        provider: "google",
        callbackURL: "/auth/callback",
        errorCallbackURL: "/auth/callback",
        newUserCallbackURL: `/auth/callback?${newAccountParam}`,
      },
      headers: context.authHeaders,
      returnHeaders: true,
    });
    if (!response.url) throw new Error("no authorisation URL");
    return redirectWithAuthCookies(response.url, headers);
  } catch (error) {
    context.logger.error(
      { err: error, reqId: context.requestId },
      "google sign-in failed to start",
    );
    return redirectWithAuthCookies("/login", new Headers(), {
      type: "error",
      title: "Google sign in failed",
      description: "Please try again in a moment.",
    });
  }
}
