/** ASVS 2.1: at least 8 characters, at least 64 allowed; paste is never blocked. */
export const passwordLimits = { min: 8, max: 128 } as const;

/** The hint under the sign-up password field (docs/product/accounts.md#sign-up). */
export const passwordHint = "Password must contain 8 characters, including symbols and numbers";
