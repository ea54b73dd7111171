import type { Actor } from "./actor";

/** The people and subjects the policy tests ask about. */
export const now = Date.parse("2026-11-27T12:00:00Z");
export const profile = {
  firstName: "Ada",
  lastName: "Quimby",
  professionalRegType: "NMC",
  regNo: "12A3456B",
  institution: "St Elsewhere",
};
export const member = (changes: Partial<Actor> = {}): Actor => ({
  id: "user-a",
  profile,
  subscription: { subscribed: false, tier: null },
  seat: null,
  isAdmin: false,
  twoFactorEnabled: false,
  twoFactorVerifiedAt: null,
  ...changes,
});
export const admin = (verifiedAt: Date | null, enabled = true) =>
  member({ isAdmin: true, twoFactorEnabled: enabled, twoFactorVerifiedAt: verifiedAt });
export const standardCourse = { id: "course-s", requiredTier: "standard" as const };
export const premiumCourse = { id: "course-p", requiredTier: "premium" as const };
export const premiumSeat = (courseIds: string[], contractActive = true) => ({
  tier: "premium" as const,
  courseIds,
  contractActive,
});
export const manager = { roles: ["manager" as const] };
export const reporter = { roles: ["reporter" as const] };
export const nobody = { roles: [] };
export const ownCohort = { institutionId: "i-1", cohort: { institutionId: "i-1" } };
export const otherCohort = { institutionId: "i-1", cohort: { institutionId: "i-2" } };
