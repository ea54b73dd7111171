import { z } from "../zod";

/**
 * A form whose one field says where to go afterwards (sign-out, resend the confirmation email).
 * Anything but text counts as missing; the action still checks the address with `safeRedirect`.
 */
export const returnAddressFormSchema = z.object({
  redirectTo: z.string().optional().catch(undefined),
});
