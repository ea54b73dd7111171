import type { Entitlements } from "./course-access";
import { seatLists } from "./course-access";

/**
 * Premium's features for a course (certificates: docs/product/billing.md#plans): an active or trialing
 * Premium plan, or a Premium institution seat within its contract that lists the course. A seat
 * gives nothing for a course it does not list, as it opens no such course (course-access.ts).
 */
export function hasPremiumFor({ subscription, seat }: Entitlements, course: { id: string }) {
  if (subscription.subscribed && subscription.tier === "premium") return true;
  return Boolean(seat && seat.tier === "premium" && seat.contractActive && seatLists(seat, course));
}
