import type { Actor } from "./actor";

/** How long a code proves the admin is at the keyboard for the changes that need one. */
export const freshCodeMaxAgeMs = 15 * 60 * 1000;

/**
 * True when this session has passed two-factor authentication: a code at sign-in's second step,
 * the set-up's confirmation, or a code asked on the security page. The person's flag alone is
 * not enough: a session opened before the set-up, or by a way that asks no code, has not.
 */
export const sessionPassedTwoFactor = (actor: Actor) =>
  actor.twoFactorEnabled && actor.twoFactorVerifiedAt !== null;

/** True when the session proved a code less than 15 minutes ago (decision 0045). */
export const hasFreshCode = (actor: Actor, now: number) =>
  actor.twoFactorVerifiedAt !== null &&
  now - actor.twoFactorVerifiedAt.getTime() <= freshCodeMaxAgeMs;

/**
 * Where the back office stands for someone: hidden from everyone but admins (decision 0025);
 * for an admin, open once this session has passed two-factor authentication, else waiting for
 * its set-up or for a code (decisions 0023, 0045).
 */
export type BackOfficeAccess = "open" | "hidden" | "two-factor-setup" | "two-factor-code";

export function backOfficeAccess(actor: Actor | null): BackOfficeAccess {
  if (!actor?.isAdmin) return "hidden";
  if (sessionPassedTwoFactor(actor)) return "open";
  return actor.twoFactorEnabled ? "two-factor-code" : "two-factor-setup";
}
