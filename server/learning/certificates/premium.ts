import type { SessionUser } from "../../accounts/auth/session-user";

/** Certificates are a Premium feature (docs/product.md#plans): an active or trialing Premium plan. */
export function hasPremium(user: Pick<SessionUser, "subscription">) {
  return user.subscription.subscribed && user.subscription.tier === "premium";
}
