import { redirect } from "react-router";
import { signOutAction } from "@server/accounts/auth/sign-out-page";
import type { Route } from "./+types/sign-out";

export const loader = () => redirect("/");

/** Ends the session on the server and clears the cookie, with the toast 'Signed out'. */
export async function action({ request, context }: Route.ActionArgs) {
  return signOutAction(request, context);
}
