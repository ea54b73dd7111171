/** Marks /auth/callback when a Google sign-in has just made the account (newUserCallbackURL). */
export const newAccountParam = "new-account";
