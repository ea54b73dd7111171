import { eq } from "drizzle-orm";
import { personView, type PersonView } from "@common/user-display";
import type { Db } from "../../db/client";
import { profiles, subscriptions, users } from "../../db/schema/index";
import { statusOf, type SubscriptionStatus } from "../../billing/subscription-status";
import type { Auth } from "./create-auth";

/** The professional details a person gives at sign-up or on Complete Your Profile. */
export type ProfessionalProfile = {
  firstName: string;
  lastName: string;
  professionalRegType: string | null;
  regNo: string | null;
  institution: string | null;
};

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  sessionId: string;
  /** The name on the auth account (Google's, or sign-up's): shown nowhere, it only prefills
   *  Complete Your Profile for someone who has no profile yet. */
  accountName: string;
  /** The person's profile row, the one source of their name; null until they complete it. */
  profile: ProfessionalProfile | null;
  /** How every screen shows them, derived from the profile (email as the fallback). */
  person: PersonView;
  /** Their subscription as it stood when the request began: what the access checks read. */
  subscription: SubscriptionStatus;
};

/** True once the person has given every professional detail sign-up asks for. */
export function hasCompleteProfile(user: Pick<SessionUser, "profile">) {
  const profile = user.profile;
  return Boolean(
    profile?.firstName &&
    profile.lastName &&
    profile.professionalRegType &&
    profile.regNo &&
    profile.institution,
  );
}

/**
 * The signed-in user of a request with their profile and subscription, or null: better-auth's
 * session read, then one statement for the rest, whatever the page.
 */
export async function readSessionUser(
  auth: Auth,
  db: Db,
  headers: Headers,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  const [row] = await db
    .select({
      profile: {
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        professionalRegType: profiles.professionalRegType,
        regNo: profiles.regNo,
        institution: profiles.institution,
      },
      subscription: subscriptions,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, user.id));
  const profile = row?.profile ?? null;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    sessionId: session.session.id,
    accountName: user.name,
    profile,
    person: personView({ ...profile, email: user.email }),
    subscription: statusOf(row?.subscription),
  };
}
