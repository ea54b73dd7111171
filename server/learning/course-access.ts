import type { FlashToast } from "@common/toast";
import type { InstitutionSeat } from "../accounts/auth/session-user";
import type { SubscriptionStatus } from "../billing/subscription-status";

export type Tier = "standard" | "premium";

/** Why a course is closed to someone, or "open". */
export type CourseAccess = "open" | "subscription-required" | "premium-required" | "contract-ended";

export type Entitlements = {
  subscription: Pick<SubscriptionStatus, "subscribed" | "tier">;
  seat?: Pick<InstitutionSeat, "tier" | "courseIds" | "contractActive"> | null;
};

/**
 * Course content needs a subscription (active or trialing, as `subscriptionStatus` decides) or
 * an institution seat that lists the course; a Premium course also needs the Premium tier from
 * either (docs/product/learning.md#course-access, docs/product/institutions.md#seats).
 */
export function courseAccess(
  { subscription, seat }: Entitlements,
  course: { id: string; requiredTier: Tier },
): CourseAccess {
  if (subscription.subscribed && tierOpens(subscription.tier, course.requiredTier)) return "open";
  const seatListsCourse = seat?.courseIds.includes(course.id) ?? false;
  if (seat && seatListsCourse && tierOpens(seat.tier, course.requiredTier)) {
    return seat.contractActive ? "open" : "contract-ended";
  }
  if (subscription.subscribed) return "premium-required";
  return "subscription-required";
}

const tierOpens = (held: Tier | null, required: Tier) =>
  required === "standard" || held === "premium";

/**
 * The first specification's toast for the unsubscribed; clear ones of our own for Standard
 * members and for learners whose institution's contract has ended (docs/product/learning.md#course-access).
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
  "contract-ended": {
    type: "error",
    title: "Institution access ended",
    description:
      "Your institution's contract with Clinova has ended. Ask your training lead, or subscribe to carry on.",
  },
};
