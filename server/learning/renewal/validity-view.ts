import type { CompletionValidityView } from "@common/learning/completion-validity";
import { validityAt } from "@common/learning/completion-validity";

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * What the learner is shown of a completion that expires (docs/product/institutions.md#renewal),
 * or null when it does not (no certificate, or no validity period on its assignment).
 */
export function validityView(
  course: { completionExpiresAt: string | Date | null; renewalOpenedAt: string | Date | null },
  now: Date,
): CompletionValidityView | null {
  if (!course.completionExpiresAt) return null;
  const expiresAt = asDate(course.completionExpiresAt);
  const state = validityAt(expiresAt, now);
  const on = longDate.format(expiresAt);
  const renewing = course.renewalOpenedAt
    ? `Renewal started on ${longDate.format(asDate(course.renewalOpenedAt))}: pass the assessment and the practice session again to renew your completion.`
    : null;
  if (state === "valid")
    return { state, label: `Valid until ${on}`, badge: "Valid", canRenew: false, renewing };
  return {
    state,
    label: state === "expiring" ? `Expiring on ${on}` : `Expired on ${on}`,
    badge: state === "expiring" ? "Expiring" : "Expired",
    canRenew: renewing === null,
    renewing,
  };
}
