import { redirect } from "react-router";
import type { AppContext } from "../context";
import { hasCompleteProfile, type SessionUser } from "../accounts/auth/session-user";

/** Where the request was going, as a same-site path: a `.data` request returns to its page. */
function returnAddress(request: Request) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  return `${path}${url.search}`;
}

/**
 * The signed-in user, or a redirect to /login that brings them back here afterwards. Unless
 * `profile` is "any", someone without their professional details (a Google sign-up) is sent to
 * Complete Your Profile first, and brought back here once it is saved.
 */
export async function requireSignedIn(
  context: Pick<AppContext, "sessionUser">,
  request: Request,
  { profile = "complete" }: { profile?: "complete" | "any" } = {},
): Promise<SessionUser> {
  const user = await context.sessionUser();
  const back = encodeURIComponent(returnAddress(request));
  if (!user) throw redirect(`/login?redirectTo=${back}`);
  if (profile === "complete" && !hasCompleteProfile(user)) {
    throw redirect(`/get-started?redirectTo=${back}`);
  }
  return user;
}
