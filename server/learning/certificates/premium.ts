import type { SessionUser } from "../../accounts/auth/session-user";

/**
 * Certificates are a Premium feature (docs/product/billing.md#plans): an active or trialing Premium
 * plan, or a Premium institution seat within its contract (docs/product/learning.md#certificates).
 */
export function hasPremium(
  user: Pick<SessionUser, "subscription"> & Partial<Pick<SessionUser, "seat">>,
) {
  if (user.subscription.subscribed && user.subscription.tier === "premium") return true;
  return user.seat?.tier === "premium" && user.seat.contractActive;
}
