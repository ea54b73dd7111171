import type { Tier } from "@common/plans";

/**
 * Whoever asks, as the policy reads them: the signed-in user of a request (the session user
 * fits this shape as it is), or null for a visitor. The policy sits beneath the domains, so it
 * names only the facts it decides on, never the types of the domains that gather them.
 */
export type Actor = {
  id: string;
  /** The professional details sign-up asks for; null until they are given. */
  profile: ProfileFacts | null;
  /** Active or trialing, and the plan's tier, as billing read it when the request began. */
  subscription: { subscribed: boolean; tier: Tier | null };
  /** The institution seat they hold, if any. */
  seat?: SeatFacts | null;
  /** Granted the back office (server/back-office/admins.ts). */
  isAdmin: boolean;
  /** A confirmed authenticator. */
  twoFactorEnabled: boolean;
  /** When this session last proved a code; null if it never has (decision 0045). */
  twoFactorVerifiedAt: Date | null;
};

export type ProfileFacts = {
  firstName: string;
  lastName: string;
  professionalRegType: string | null;
  regNo: string | null;
  institution: string | null;
};

export type SeatFacts = {
  tier: Tier;
  /** The courses the institution lists: the only ones the seat opens. */
  courseIds: string[];
  /** Today falls within the contract: outside it the seat opens nothing. */
  contractActive: boolean;
};

/** A course as the rules read it. */
export type CourseFacts = { id: string; requiredTier: Tier };
