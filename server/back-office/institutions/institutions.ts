import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  courses,
  institutionAccounts,
  institutionCourses,
  institutionManagers,
  profiles,
  users,
} from "../../db/schema/index";
import { memberName } from "../members/member-list";

/** Every course an institution's seats could open, with the tier it needs. */
export function coursesToChoose(db: Db) {
  return db
    .select({ id: courses.id, title: courses.title, requiredTier: courses.requiredTier })
    .from(courses)
    .orderBy(asc(courses.title), asc(courses.id));
}

/** An institution for its page: the account with its courses, and its managers. Two statements. */
export async function institutionForEditing(db: Db, id: string) {
  const [institution] = await db
    .select({
      account: institutionAccounts,
      courseIds: sql<string[]>`array(select ic.course_id::text from ${institutionCourses} ic
        where ic.institution_id = ${institutionAccounts.id} order by 1)`,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, id));
  if (!institution) return null;
  const managers = await db
    .select({
      userId: users.id,
      name: memberName,
      email: users.email,
      namedAt: institutionManagers.createdAt,
      role: institutionManagers.role,
    })
    .from(institutionManagers)
    .innerJoin(users, eq(users.id, institutionManagers.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(institutionManagers.institutionId, id))
    .orderBy(asc(users.email));
  return { ...institution.account, courseIds: institution.courseIds, managers };
}

export type InstitutionForEditing = NonNullable<Awaited<ReturnType<typeof institutionForEditing>>>;
