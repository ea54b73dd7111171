import { eq, sql } from "drizzle-orm";
import { personView, type PersonView } from "@common/user-display";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import {
  admins,
  institutionAccounts,
  institutionManagers,
  institutionSeats,
  profiles,
  sessions,
  subscriptions,
  users,
} from "../../db/schema/index";
import { unreadCountCap } from "@common/notices/notice-forms";
import { statusOf, type SubscriptionStatus } from "@common/billing/subscription-status";
import type { Auth } from "./create-auth";
import { isCurrentSession, sessionTokenOf } from "./session-token";

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
  /** The institution seat they hold, if any: it opens the institution's courses (docs/product/institutions.md#seats). */
  seat: InstitutionSeat | null;
  /** Named a manager of at least one institution. */
  managesInstitution: boolean;
  /** Unread notices (docs/product/institutions.md#reminders-and-notices), up to `unreadCountCap`. */
  unreadNotices: number;
  /** Granted the back office from the command line (server/back-office/admins.ts). */
  isAdmin: boolean;
  /** A confirmed TOTP authenticator: the back office opens only with one. */
  twoFactorEnabled: boolean;
  /** When this session last proved a code from it; null if it never has (decision 0045). */
  twoFactorVerifiedAt: Date | null;
};

export type InstitutionSeat = {
  institutionId: string;
  institutionName: string;
  logoKey: string | null;
  tier: "standard" | "premium";
  courseIds: string[];
  /** Today falls within the contract: outside it the seat opens nothing. */
  contractActive: boolean;
  contractEnd: string;
};

/**
 * The signed-in user of a request with their profile and subscription, or null. The usual
 * case is one statement (session-token.ts); a session better-auth must act on (expired, due for
 * renewal, not remembered, or unknown) goes through better-auth's own read, then one statement
 * for the rest.
 */
export async function readSessionUser(
  auth: Auth,
  db: Db,
  headers: Headers,
): Promise<SessionUser | null> {
  const token = await sessionTokenOf(auth, headers);
  if (token) {
    const row = await readSessionRow(db, { token });
    if (row && (await isCurrentSession(auth, row.session))) return sessionUserOf(row);
  }
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const row = await readSessionRow(db, { sessionId: session.session.id });
  return row ? sessionUserOf(row) : null;
}

/** The session, its user, profile and subscription. */
function sessionRowQuery(db: Db) {
  return db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        twoFactorVerifiedAt: sessions.twoFactorVerifiedAt,
      },
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
        name: users.name,
        twoFactorEnabled: users.twoFactorEnabled,
      },
      adminSince: admins.createdAt,
      profile: {
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        professionalRegType: profiles.professionalRegType,
        regNo: profiles.regNo,
        institution: profiles.institution,
      },
      subscription: subscriptions,
      seat: {
        institutionId: institutionAccounts.id,
        institutionName: institutionAccounts.name,
        logoKey: institutionAccounts.logoKey,
        tier: institutionAccounts.tier,
        contractEnd: institutionAccounts.contractEnd,
        contractActive: sql<boolean>`current_date between ${institutionAccounts.contractStart} and ${institutionAccounts.contractEnd}`,
        courseIds: sql<
          string[]
        >`array(select ic.course_id::text from institution_courses ic where ic.institution_id = ${institutionAccounts.id})`,
      },
      managesInstitution: sql<boolean>`exists (select 1 from ${institutionManagers} where ${institutionManagers.userId} = ${users.id})`,
      // The header's badge: read with the session (no round trip of its own), on the notices'
      // user index, and counted no further than the badge shows.
      unreadNotices: sql<number>`(select count(*)::int from (select 1 from notices n where n.user_id = ${users.id} and n.read_at is null limit ${unreadCountCap}) unread)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(admins, eq(admins.userId, users.id))
    .leftJoin(institutionSeats, eq(institutionSeats.userId, users.id))
    .leftJoin(institutionAccounts, eq(institutionAccounts.id, institutionSeats.institutionId));
}

// Every signed-in request runs the first: built once (server/db/prepared.ts).
const sessionRowByToken = preparedFor((db) =>
  sessionRowQuery(db)
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_row_by_token"),
);
const sessionRowById = preparedFor((db) =>
  sessionRowQuery(db)
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .prepare("session_row_by_id"),
);

async function readSessionRow(db: Db, by: { token: string } | { sessionId: string }) {
  const [row] = await ("token" in by
    ? sessionRowByToken(db).execute({ token: by.token })
    : sessionRowById(db).execute({ sessionId: by.sessionId }));
  return row;
}

function sessionUserOf(row: NonNullable<Awaited<ReturnType<typeof readSessionRow>>>): SessionUser {
  const { user, profile } = row;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    sessionId: row.session.id,
    accountName: user.name,
    profile,
    person: personView({ ...profile, email: user.email }),
    subscription: statusOf(row.subscription),
    seat: row.seat,
    managesInstitution: row.managesInstitution,
    unreadNotices: Number(row.unreadNotices),
    isAdmin: row.adminSince !== null,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorVerifiedAt: row.session.twoFactorVerifiedAt,
  };
}
