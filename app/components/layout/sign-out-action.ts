/** Where every sign-out form posts (app/routes/auth/sign-out.tsx). */
export const signOutAction = "/auth/sign-out";
