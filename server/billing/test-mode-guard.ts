import { data } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../accounts/auth/session-user";
import { requireUser } from "../accounts/require-user";
import { authenticationRequired } from "./billing-answers";

/** The test checkout and portal exist only in test mode, and only for a signed-in person. */
export async function testModeUser(context: AppContext, request: Request): Promise<SessionUser> {
  if (context.billing.kind !== "test") throw data(null, { status: 404 });
  return requireUser(context, request, { signedOutToast: () => authenticationRequired });
}
