import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { RateLimiter, RateRule } from "../../security/rate-limit";

/**
 * Sign-in throttling that slows guessing without letting anyone lock an owner out (OWASP
 * Authentication Cheat Sheet, "Account Lockout"; ASVS 2.2.1; decision 0014). The numbers:
 * - per address, every attempt: 100 in 5 minutes, so one address cannot spray many accounts.
 * - per account and address, failures only: 10 in 15 minutes. A fresh address has its own
 *   budget, so a throttled attacker does not throttle the owner somewhere else.
 * - per account, failures from every address: 100 in an hour, ASVS 2.2.1's ceiling against
 *   guessing spread over many addresses. Any hour overlaps at most five 15-minute windows of
 *   one address, so one address adds at most 5 × 10 = 50 failures: it takes several addresses
 *   to reach the ceiling, and even then an address the account signed in from in the last 30
 *   days still may try (within its own 10 in 15 minutes).
 * Failures are counted before the password is checked (atomically, so parallel guesses cannot
 * slip under a limit) and given back when the sign-in succeeds, which also clears the
 * account-and-address count: the owner's own sign-ins never use up their budget.
 */
export const signInRules = {
  perAddress: { limit: 100, windowSeconds: 5 * 60 },
  perAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  perAccount: { limit: 100, windowSeconds: 60 * 60 },
  knownAddress: { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 30 * 24 * 60 * 60 },
} satisfies Record<string, RateRule>;

export type SignInAttempt =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; signedIn(): Promise<void> };

/**
 * Asks before a password is checked; the same for the sign-in form and better-auth's API. An
 * allowed attempt counts as a failure until `signedIn()` is called after a successful sign-in.
 */
export async function beginSignIn(
  limiter: RateLimiter,
  ip: string,
  email: string,
): Promise<SignInAttempt> {
  const keys = signInKeys(ip, email);
  const byAddress = await limiter.take(keys.address, signInRules.perAddress);
  if (!byAddress.allowed) return refused(byAddress.retryAfterSeconds);
  const byPair = await limiter.take(keys.pair, signInRules.perAccountAndAddress);
  if (!byPair.allowed) return refused(byPair.retryAfterSeconds);
  const byAccount = await limiter.take(keys.account, signInRules.perAccount);
  if (!byAccount.allowed && (await limiter.peek(keys.known)) === 0) {
    await limiter.refund(keys.pair);
    return refused(byAccount.retryAfterSeconds);
  }
  return {
    allowed: true,
    async signedIn() {
      await Promise.all([
        byAccount.allowed ? limiter.refund(keys.account) : undefined,
        limiter.reset(keys.pair),
        limiter.hit(keys.known, signInRules.knownAddress),
      ]);
    },
  };
}

/**
 * The limiter's keys. The account is hashed: any length and any characters in the email give
 * one short key that cannot run into another, and no email is kept in the clear.
 */
export function signInKeys(ip: string, email: string) {
  const address = addressKey(ip);
  const account = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  return {
    address: `sign-in:address:${address}`,
    pair: `sign-in:account-address:${account}:${address}`,
    account: `sign-in:account:${account}`,
    known: `sign-in:known:${account}:${address}`,
  };
}

const refused = (retryAfterSeconds: number): SignInAttempt => ({
  allowed: false,
  retryAfterSeconds,
});

/**
 * An IPv4 address as it is (also when it arrives IPv4-mapped on a dual-stack socket), an IPv6
 * address by its /64: one host usually holds a whole /64 and may pick any address in it.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.split("%")[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const groupsOf = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const [head = "", tail] = bare.toLowerCase().split("::");
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill("0");
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
