import { redirect } from "react-router";
import type { FlashToast } from "@common/toast";
import type { AppContext } from "../context";
import { flashToastCookie } from "../http/flash-toast";
import { carriesSession } from "../http/private-responses";
import { can } from "../policy/can";
import type { SessionUser } from "./auth/session-user";

type Gate = {
  /**
   * "complete" (the default): someone without their professional details (a Google sign-up)
   * completes them first (docs/product/accounts.md#complete-your-profile). "any": the account page and
   * profile completion itself.
   */
  profile?: "complete" | "any";
  /** Where to come back to after signing in; the requested page by default. */
  returnTo?: string;
  /** A toast for the login page, given whether a session cookie was sent (it has expired). */
  signedOutToast?: (sessionExpired: boolean) => FlashToast;
};

/**
 * The one sign-in gate: the signed-in user, or an answer that sends the person to sign in (or
 * to complete their profile) and brings them back afterwards. A script asking for JSON gets
 * `{ redirectTo }` to follow; a page gets a redirect (303 after a form post).
 */
export async function requireUser(
  context: Pick<AppContext, "sessionUser">,
  request: Request,
  gate: Gate = {},
): Promise<SessionUser> {
  const user = await context.sessionUser();
  const back = encodeURIComponent(gate.returnTo ?? returnAddress(request));
  if (!user || !can(user, "account:use")) {
    const toast = gate.signedOutToast?.(carriesSession(request.headers));
    throw sendTo(request, `/login?redirectTo=${back}`, 401, toast);
  }
  if ((gate.profile ?? "complete") === "complete" && !can(user, "learning-area:enter")) {
    throw sendTo(request, `/get-started?redirectTo=${back}`, 403);
  }
  return user;
}

/** Where the request was going, as a same-site path: a `.data` request returns to its page. */
function returnAddress(request: Request) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return `${path}${url.search}`;
}

function sendTo(request: Request, to: string, jsonStatus: 401 | 403, toast?: FlashToast) {
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", flashToastCookie(toast));
  if (request.headers.get("accept")?.includes("application/json")) {
    return Response.json({ redirectTo: to }, { status: jsonStatus, headers });
  }
  return redirect(to, { status: request.method === "GET" ? 302 : 303, headers });
}
