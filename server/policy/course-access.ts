import type { Tier } from "@common/plans";
import type { Actor, CourseFacts } from "./actor";

/** Why a course is closed to someone, or "open". */
export type CourseAccess = "open" | "subscription-required" | "premium-required" | "contract-ended";

export type Entitlements = Pick<Actor, "subscription" | "seat">;

/**
 * Course content needs a subscription (active or trialing, as `subscriptionStatus` decides) or
 * an institution seat that lists the course; a Premium course also needs the Premium tier from
 * either (docs/product/learning.md#course-access).
 */
export function courseAccess(
  { subscription, seat }: Entitlements,
  course: CourseFacts,
): CourseAccess {
  if (subscription.subscribed && tierOpens(subscription.tier, course.requiredTier)) return "open";
  if (seat && seatLists(seat, course) && tierOpens(seat.tier, course.requiredTier)) {
    return seat.contractActive ? "open" : "contract-ended";
  }
  // A seat that lists the course but not at its tier: an upgrade, never "subscribe" (decision 0065).
  if (subscription.subscribed || (seat && seatLists(seat, course))) return "premium-required";
  return "subscription-required";
}

/** A seat opens only the courses its institution lists, whatever its tier. */
export const seatLists = (seat: NonNullable<Entitlements["seat"]>, course: { id: string }) =>
  seat.courseIds.includes(course.id);

export const tierOpens = (held: Tier | null, required: Tier) =>
  required === "standard" || held === "premium";
