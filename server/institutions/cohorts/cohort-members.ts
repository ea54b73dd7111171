import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { cohortMembers, institutionSeats, profiles, users } from "../../db/schema/index";
import { learnerName, learnerSortKey } from "./learner-name";

/** Members listed on one page of a cohort's settings. */
export const memberPageSize = 100;

/** One page of the cohort's members by name, and how many there are. */
export async function listCohortMembers(
  db: Db,
  institutionId: string,
  cohortId: string,
  page: number,
) {
  const rows = await db
    .select({
      userId: cohortMembers.userId,
      name: learnerName,
      email: users.email,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(cohortMembers)
    .innerJoin(users, eq(users.id, cohortMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.institutionId, institutionId)),
    )
    .orderBy(learnerSortKey, cohortMembers.userId)
    .limit(memberPageSize)
    .offset((page - 1) * memberPageSize);
  return {
    members: rows.map(({ total: _total, ...member }) => member),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Adds seat holders of the institution to the cohort, found by email. Addresses that hold no
 * seat here are returned, not added: the cohort's composite keys would refuse them anyway.
 */
export async function addCohortMembersByEmail(
  db: DbOrTx,
  institutionId: string,
  cohortId: string,
  emails: string[],
) {
  if (emails.length === 0) return { added: 0, notSeatHolders: [] as string[] };
  const holders = await db
    .select({ userId: institutionSeats.userId, email: users.email })
    .from(institutionSeats)
    .innerJoin(users, eq(users.id, institutionSeats.userId))
    .where(
      and(
        eq(institutionSeats.institutionId, institutionId),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
  const found = new Set(holders.map((holder) => holder.email.toLowerCase()));
  const added = holders.length
    ? await db
        .insert(cohortMembers)
        .values(holders.map(({ userId }) => ({ cohortId, institutionId, userId })))
        .onConflictDoNothing()
        .returning({ userId: cohortMembers.userId })
    : [];
  return { added: added.length, notSeatHolders: emails.filter((email) => !found.has(email)) };
}

/** Takes a learner out of the cohort; their seat, progress and results stay. */
export async function removeCohortMember(
  db: DbOrTx,
  institutionId: string,
  cohortId: string,
  userId: string,
) {
  const removed = await db
    .delete(cohortMembers)
    .where(
      and(
        eq(cohortMembers.cohortId, cohortId),
        eq(cohortMembers.institutionId, institutionId),
        eq(cohortMembers.userId, userId),
      ),
    )
    .returning({ userId: cohortMembers.userId });
  return removed.length > 0;
}
