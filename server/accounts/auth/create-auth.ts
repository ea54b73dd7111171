import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { passwordLimits } from "@common/auth/password";
import type { ServerConfig } from "../../config/server-config";
import type { Db } from "../../db/client";
import {
  accounts,
  sessions,
  ssoProviders,
  twoFactors,
  users,
  verifications,
} from "../../db/schema/index";
import type { Logger } from "../../logger";
import type { MailQueue } from "../../mail/mail-queue";
import { existingAccountEmail, passwordResetEmail, verificationEmail } from "./auth-emails";
import { resetRequestBody, resetRequestsQueued, resetRequestTask } from "./reset-requests-queued";
import {
  confirmInstitutionAddresses,
  institutionSso,
  refuseSilentLinking,
} from "./institution-sso";
import { secondFactorForOAuth } from "./oauth-second-factor";
import { controlCharacterRule } from "./auth-input-rule";
import { checkSignUp, saveSignUpProfile } from "./sign-up-rules";
import { wrongCodeLock } from "./two-factor-codes";
import { twoFactorGuard } from "./two-factor-guard";

export const authBasePath = "/api/auth";

/** The name authenticator apps show beside the account. */
export const twoFactorIssuer = "Clinova";

/** Header our server sets from the socket (and strips from clients) for IP-aware features. */
export const clientIpHeader = "x-clinova-client-ip";

/**
 * better-auth over our tables: email and password, email confirmation, resets, Google, TOTP
 * two-factor authentication with backup codes (required of admins, decision 0023), and
 * institutions' single sign-on (decision 0038).
 */
export function createAuth(deps: {
  db: Db;
  config: ServerConfig;
  mailQueue: MailQueue;
  logger: Logger;
}) {
  const { db, config, mailQueue, logger } = deps;
  const google = config.google;
  const resetRequests = resetRequestsQueued(mailQueue);
  const auth = betterAuth({
    appName: "Clinova",
    baseURL: config.appUrl,
    basePath: authBasePath,
    secret: config.authSecret,
    // Institutions' identity providers on a private network must be named to be reached.
    trustedOrigins: [config.appUrl, ...config.ssoPrivateIssuers],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        ssoProvider: ssoProviders,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up answers alike whether or not the address has an account (decision 0046): no
      // session either way, "check your email", and the owner of an existing account is told.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailQueue.enqueue({ to: user.email, ...existingAccountEmail(config.appUrl) });
      },
      requireEmailVerification: false,
      minPasswordLength: passwordLimits.min,
      maxPasswordLength: passwordLimits.max,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailQueue.enqueue({ to: user.email, ...passwordResetEmail(url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailQueue.enqueue({ to: user.email, ...verificationEmail(url) });
      },
    },
    hooks: { before: checkSignUp, after: saveSignUpProfile({ db, logger }) },
    databaseHooks: {
      user: { create: { before: confirmInstitutionAddresses(db) } },
      account: { create: { before: refuseSilentLinking(db, config.authSecret) } },
    },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    // Our own limiter guards these routes (server/security/rate-limit.ts), shared with the forms.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "clinova",
      useSecureCookies: config.isHttps,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    // Always present so the API is typed alike; without Google settings it has no provider.
    plugins: [
      controlCharacterRule,
      genericOAuth({
        config: google
          ? [
              {
                providerId: "google",
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                discoveryUrl: `${google.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ]
          : [],
      }),
      // Ten backup codes, stored encrypted; the account lockout after ten wrong codes is the
      // plugin's (NIST SP 800-63B 5.2.2), and our guard applies it to every code typed, refuses
      // a code used already and marks the session a right code opens (decision 0045).
      twoFactor({
        issuer: twoFactorIssuer,
        accountLockout: {
          maxFailedAttempts: wrongCodeLock.maxWrongCodes,
          durationSeconds: wrongCodeLock.seconds,
        },
      }),
      twoFactorGuard({ db, mailQueue }),
      secondFactorForOAuth,
      institutionSso(),
      resetRequests.plugin,
    ],
    logger: {
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        logger[method]({ args }, `auth: ${message}`);
      },
    },
  });
  // The worker's half of a reset request: better-auth's own lookup, token and email.
  mailQueue.handleTask(resetRequestTask, async (task) => {
    await auth.api.requestPasswordReset({
      body: resetRequestBody.parse(task),
      headers: resetRequests.workerHeaders(),
    });
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
