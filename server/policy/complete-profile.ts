import type { ProfileFacts } from "./actor";

/**
 * True once the person has given every professional detail sign-up asks for: until then the
 * learner's area sends them to Complete Your Profile (docs/product/accounts.md#complete-your-profile).
 */
export function hasCompleteProfile(person: { profile: ProfileFacts | null }) {
  const profile = person.profile;
  return Boolean(
    profile?.firstName &&
    profile.lastName &&
    profile.professionalRegType &&
    profile.regNo &&
    profile.institution,
  );
}
