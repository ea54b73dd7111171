import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";

export const useYourPasswordMessage =
  "This account uses two-factor authentication: log in with your email and password, then the code from your app.";

/**
 * better-auth's two-factor plugin asks for the code only after `/sign-in/email`: a Google
 * sign-in would open a session with no second step. For an account with two-factor
 * authentication on, that session is ended at once and the person sent to the password form.
 */
export const secondFactorForOAuth = {
  id: "second-factor-for-oauth",
  hooks: {
    after: [
      {
        matcher: (context) => (context.path ?? "").includes("/callback/"),
        handler: createAuthMiddleware(async (ctx) => {
          const created = ctx.context.newSession;
          if (!(created?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled) {
            return;
          }
          await ctx.context.internalAdapter.deleteSession(created!.session.token);
          deleteSessionCookie(ctx, true);
          ctx.context.setNewSession(null);
          throw ctx.redirect(`/login?error=${encodeURIComponent(useYourPasswordMessage)}`);
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
