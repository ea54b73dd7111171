import { data, redirect } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../accounts/auth/session-user";
import { backOfficeAccess } from "../policy/back-office";
import { can } from "../policy/can";

/**
 * The one back-office page an admin may open before their session has passed two-factor
 * authentication: it sets it up, or asks this session for a code.
 */
export const twoFactorSetupPath = "/admin/security";

export const twoFactorRequiredMessage =
  "Set up two-factor authentication before you use the back office.";

export const twoFactorCodeRequiredMessage =
  "Enter a code from your authenticator app on the Security page before you use the back office.";

/**
 * The back office's gate, asked by every admin loader and action: the policy's
 * "back-office:use", or "back-office:enter" for the security page. Visitors and members get the
 * same 404 as an unknown address (hide-back-office.ts answers them before React Router does;
 * this is the second lock). An admin whose session has not passed two-factor authentication is
 * led to the security page (to set it up, or to give a code): pages redirect there, actions are
 * refused.
 */
export async function requireAdmin(
  context: Pick<AppContext, "sessionUser">,
  request: Request,
  { allowWithoutTwoFactor = false } = {},
): Promise<SessionUser> {
  const user = await context.sessionUser();
  if (!user || !can(user, "back-office:enter")) throw data(null, { status: 404 });
  if (!allowWithoutTwoFactor && !can(user, "back-office:use")) {
    if (request.method === "GET" || request.method === "HEAD") {
      throw redirect(twoFactorSetupPath);
    }
    const error =
      backOfficeAccess(user) === "two-factor-code"
        ? twoFactorCodeRequiredMessage
        : twoFactorRequiredMessage;
    throw data({ error }, { status: 403 });
  }
  return user;
}

/** The acting admin as the audit log records them. */
export const actorOf = (user: SessionUser) => ({ id: user.id, email: user.email });
