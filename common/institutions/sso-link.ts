import { z } from "../zod";

/** The page that links an existing account to an institution's sign-in. */
export const linkSsoPath = "/auth/link-sso";

/**
 * The page that links an existing account to an institution's sign-in (decision 0043): email a
 * link to the account's address, connect it once signed in with the password, or confirm from
 * the emailed link (its token in the form).
 */
export const ssoLinkSchema = z.object({
  intent: z.enum(["email", "connect", "confirm"]),
  token: z.string().max(2000).optional().default(""),
});
