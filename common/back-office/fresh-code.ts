/**
 * The field a sensitive back-office form gains when the server asks for a fresh code from the
 * authenticator app (server/back-office/two-factor/fresh-code.ts).
 */
export const freshCodeField = "twoFactorCode";
