import { data, redirect } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../accounts/auth/session-user";

/** The one back-office page an admin without two-factor authentication may open. */
export const twoFactorSetupPath = "/admin/security";

export const twoFactorRequiredMessage =
  "Set up two-factor authentication before you use the back office.";

/**
 * The back office's gate, asked by every admin loader and action. Visitors and members get the
 * same 404 as an unknown address (hide-back-office.ts answers them before React Router does;
 * this is the second lock). An admin without two-factor authentication is led to set it up:
 * pages redirect there, actions are refused.
 */
export async function requireAdmin(
  context: Pick<AppContext, "sessionUser">,
  request: Request,
  { allowWithoutTwoFactor = false } = {},
): Promise<SessionUser> {
  const user = await context.sessionUser();
  if (!user?.isAdmin) throw data(null, { status: 404 });
  if (!user.twoFactorEnabled && !allowWithoutTwoFactor) {
    if (request.method === "GET" || request.method === "HEAD") {
      throw redirect(twoFactorSetupPath);
    }
    throw data({ error: twoFactorRequiredMessage }, { status: 403 });
  }
  return user;
}

/** The acting admin as the audit log records them. */
export const actorOf = (user: SessionUser) => ({ id: user.id, email: user.email });
