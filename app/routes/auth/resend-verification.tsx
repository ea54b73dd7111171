import { redirect } from "react-router";
import { resendVerificationAction } from "@server/accounts/auth/resend-verification-page";
import type { Route } from "./+types/resend-verification";

export const loader = () => redirect("/");

/** The banner's 'Resend' button: a new confirmation link for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  return resendVerificationAction(request, context);
}
