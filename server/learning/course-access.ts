import type { FlashToast } from "@common/toast";
import type { SubscriptionStatus } from "../billing/subscription-status";

export type Tier = "standard" | "premium";

/** Why a course is closed to someone, or "open". */
export type CourseAccess = "open" | "subscription-required" | "premium-required";

/**
 * Course content needs a subscription (active or trialing, as `subscriptionStatus` decides);
 * a Premium course also needs the Premium tier (docs/product.md#course-access).
 */
export function courseAccess(
  subscription: Pick<SubscriptionStatus, "subscribed" | "tier">,
  requiredTier: Tier,
): CourseAccess {
  if (!subscription.subscribed) return "subscription-required";
  if (requiredTier === "premium" && subscription.tier !== "premium") return "premium-required";
  return "open";
}

/**
 * The first specification's toast for the unsubscribed; a clear one of our own for Standard
 * members (docs/product.md#course-access).
 */
export const accessDeniedToast: Record<Exclude<CourseAccess, "open">, FlashToast> = {
  "subscription-required": {
    type: "error",
    title: "Subscription Required",
    description: "Please subscribe to access this course.",
  },
  "premium-required": {
    type: "error",
    title: "Premium course",
    description: "Upgrade to Premium to open this scenario bundle.",
  },
};
