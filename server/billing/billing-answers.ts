import { redirect } from "react-router";
import type { FlashToast } from "@common/toast";
import { flashToastCookie, redirectWithToast } from "../http/flash-toast";

/**
 * Checkout and portal answer two kinds of caller: the page's script, which opens the address
 * in a new tab (Accept: application/json), and a plain form post before JavaScript loads.
 */
const wantsJson = (request: Request) =>
  request.headers.get("accept")?.includes("application/json") ?? false;

export function goToProvider(request: Request, url: string) {
  return wantsJson(request) ? Response.json({ url }) : redirect(url, 303);
}

/** Shows the toast where the person is (script) or on `fallback` (form post). */
export function refuseWithToast(request: Request, fallback: string, toast: FlashToast) {
  return wantsJson(request)
    ? Response.json({ toast }, { status: 400 })
    : redirectWithToast(fallback, toast, { status: 303 });
}

export const authenticationRequired: FlashToast = {
  type: "error",
  title: "Authentication required",
  description: "Please sign in to subscribe to a plan.",
};

/** Only signed-in people start checkout or open the portal; others go to /login. */
export function sendToLogin(request: Request, returnTo = "/pricing") {
  const to = `/login?redirectTo=${encodeURIComponent(returnTo)}`;
  return wantsJson(request)
    ? Response.json(
        { redirectTo: to },
        { status: 401, headers: { "Set-Cookie": flashToastCookie(authenticationRequired) } },
      )
    : redirectWithToast(to, authenticationRequired, { status: 303 });
}

/** Someone without their professional details (a Google sign-up) completes them first. */
export function sendToCompleteProfile(request: Request, returnTo = "/pricing") {
  const to = `/get-started?redirectTo=${encodeURIComponent(returnTo)}`;
  return wantsJson(request)
    ? Response.json({ redirectTo: to }, { status: 403 })
    : redirect(to, 303);
}
