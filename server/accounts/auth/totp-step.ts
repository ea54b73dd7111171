import { createOTP } from "@better-auth/utils/otp";

/** better-auth's two-factor plugin's defaults (its totp2fa): what every authenticator expects. */
export const totpOptions = { digits: 6, period: 30 };

/** The plugin accepts the code of the time step before and after the current one. */
const window = 1;

/** The TOTP time step of an instant: whole periods since the Unix epoch (RFC 6238 section 4). */
export const totpStepAt = (now: number) => Math.floor(now / 1000 / totpOptions.period);

/**
 * The time step whose code `code` is, among those the plugin accepts now, or null. The plugin
 * says only whether a code is right; refusing a code already used (RFC 6238 section 5.2) needs
 * to know which step it belongs to. Codes are made by the plugin's own library.
 */
export async function totpStepOf(secret: string, code: string, now = Date.now()) {
  const otp = createOTP(secret, totpOptions);
  const current = totpStepAt(now);
  for (let step = current - window; step <= current + window; step++) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}
