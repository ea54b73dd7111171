import { data } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../auth/session-user";
import { redirectWithToast } from "../http/flash-toast";
import { authenticationRequired } from "./billing-answers";

/** The test checkout and portal exist only in test mode, and only for a signed-in person. */
export async function testModeUser(context: AppContext, request: Request): Promise<SessionUser> {
  if (context.billing.kind !== "test") throw data(null, { status: 404 });
  const user = await context.sessionUser();
  if (user) return user;
  const url = new URL(request.url);
  throw redirectWithToast(
    `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    authenticationRequired,
  );
}
