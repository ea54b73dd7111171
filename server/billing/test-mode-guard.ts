import { data, redirect } from "react-router";
import type { AppContext } from "../context";
import { hasCompleteProfile, type SessionUser } from "../accounts/auth/session-user";
import { redirectWithToast } from "../http/flash-toast";
import { authenticationRequired } from "./billing-answers";

/** The test checkout and portal exist only in test mode, and only for a signed-in person. */
export async function testModeUser(context: AppContext, request: Request): Promise<SessionUser> {
  if (context.billing.kind !== "test") throw data(null, { status: 404 });
  const user = await context.sessionUser();
  const url = new URL(request.url);
  if (user && !hasCompleteProfile(user)) {
    throw redirect(`/get-started?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (user) return user;
  throw redirectWithToast(
    `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    authenticationRequired,
  );
}
