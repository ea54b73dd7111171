import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins/two-factor";
import type { Db } from "../../db/client";
import type { MailQueue } from "../../mail/mail-queue";
import {
  claimTotpStep,
  codesLocked,
  markSessionVerified,
  noticeCodesLocked,
  recordWrongCode,
  resetWrongCodes,
  twoFactorRowOf,
} from "./two-factor-codes";
import { totpStepOf } from "./totp-step";

const verifyTotpPath = "/two-factor/verify-totp";
const verifyPaths = new Set([verifyTotpPath, "/two-factor/verify-backup-code"]);

/** The refusal of a code whose time step was used already (ours; the plugin has none). */
export const codeAlreadyUsed = {
  code: "CODE_ALREADY_USED",
  message: "This code has been used already. Wait for your app to show the next one.",
};

/** Whose code a verify request checks: a signed-in session's person, or a sign-in's challenge. */
type CodeOwner = { userId: string; signedIn: boolean };

// The hooks of one request share their endpoint context object (better-auth's dispatch).
const owners = new WeakMap<object, CodeOwner>();

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function codeOwnerOf(ctx: HookContext): Promise<CodeOwner | null> {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (session) return { userId: session.user.id, signedIn: true };
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return found ? { userId: found.value, signedIn: false } : null;
}

const errorCodeOf = (returned: unknown) =>
  returned instanceof APIError ? (returned.body as { code?: string } | undefined)?.code : undefined;

/**
 * Around better-auth's two-factor verify endpoints (sign-in's second step, and a signed-in
 * session proving a code for the back office), page and API alike:
 * - a code from the authenticator is taken once: its time step must be later than the last
 *   accepted one (checked and recorded in one statement before the plugin verifies it);
 * - the plugin's per-account budget of wrong codes (ten in a row lock the codes for 15 minutes)
 *   also counts the codes of a signed-in session, which the plugin does not count, and the
 *   owner is emailed when a lock begins;
 * - the session a right code opens, or proves, is marked (`sessions.two_factor_verified_at`):
 *   the back office opens only to such a session (decision 0045).
 * A signed-in session cannot finish a set-up here: that is the security page's, with its audit.
 */
export function twoFactorGuard(deps: { db: Db; mailQueue: MailQueue }) {
  const { db, mailQueue } = deps;
  return {
    id: "two-factor-guard",
    hooks: {
      before: [
        {
          matcher: (context) => verifyPaths.has(context.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const owner = await codeOwnerOf(ctx);
            if (!owner) return;
            owners.set(ctx.context, owner);
            const row = await twoFactorRowOf(db, owner.userId);
            if (!row) return;
            if (owner.signedIn && !row.verified) {
              throw APIError.from("BAD_REQUEST", TWO_FACTOR_ERROR_CODES.TOTP_NOT_ENABLED);
            }
            if (await codesLocked(db, owner.userId)) {
              throw APIError.from(
                "TOO_MANY_REQUESTS",
                TWO_FACTOR_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED,
              );
            }
            if (ctx.path !== verifyTotpPath) return;
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const secret = await symmetricDecrypt({
              key: ctx.context.secretConfig,
              data: row.secret,
            });
            const step = await totpStepOf(secret, code);
            // A wrong code goes on to the plugin, which refuses and counts it.
            if (step === null) return;
            if (!(await claimTotpStep(db, row.id, step))) {
              throw new APIError("UNAUTHORIZED", codeAlreadyUsed);
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => verifyPaths.has(context.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const owner = owners.get(ctx.context);
            const refusal = errorCodeOf(returned);
            if (refusal === "INVALID_CODE" || refusal === "INVALID_BACKUP_CODE") {
              if (!owner) return;
              // The plugin counts the codes of a sign-in itself.
              if (owner.signedIn) await recordWrongCode(db, owner.userId);
              await noticeCodesLocked(db, mailQueue, owner.userId);
              return;
            }
            if (returned instanceof APIError || !returned || typeof returned !== "object") return;
            const { token, user } = returned as { token?: string; user?: { id?: string } };
            if (owner?.signedIn && user?.id) await resetWrongCodes(db, user.id);
            if (token) await markSessionVerified(db, token);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
