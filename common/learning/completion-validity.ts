/** Days before its expiry that a completion counts as *Expiring* (and the learner is reminded). */
export const expiringWithinDays = 30;

export type CompletionValidity = "valid" | "expiring" | "expired";

/** Valid, expiring (within `expiringWithinDays`) or expired, at `now`. */
export function validityAt(expiresAt: Date | null, now: Date): CompletionValidity {
  if (!expiresAt) return "valid";
  if (expiresAt.getTime() <= now.getTime()) return "expired";
  return expiresAt.getTime() - now.getTime() <= expiringWithinDays * 24 * 60 * 60 * 1000
    ? "expiring"
    : "valid";
}

/**
 * A completion's validity as the learner sees it (docs/product/institutions.md#renewal): the
 * badge, the sentence ("Valid until 3 March 2027", "Expiring on …", "Expired on …"), whether
 * Renew is offered, and since when a renewal is under way.
 */
export type CompletionValidityView = {
  state: "valid" | "expiring" | "expired";
  label: string;
  badge: "Valid" | "Expiring" | "Expired";
  canRenew: boolean;
  /** "Renewal started on 2 March 2027": the evidence counts again from that day. */
  renewing: string | null;
};
