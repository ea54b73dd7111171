/** Marks /auth/callback when a Google sign-in has just made the account (newUserCallbackURL). */
export const newAccountParam = "new-account";

/** Marks /auth/callback when a new account's confirmation link comes back (decision 0046). */
export const signedUpParam = "signed-up";
