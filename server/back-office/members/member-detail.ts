import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  assessmentResults,
  certificates,
  courseEnrollments,
  courses,
  lessons,
  modules,
  profiles,
  sessions,
  subscriptions,
  userProgress,
  users,
} from "../../db/schema/index";
import { outerCourseId } from "../../learning/course-ref";
import { memberName } from "./member-list";

/** A timestamp read through `sql`, which PostgreSQL hands over as text and PGlite as a Date. */
const isoOrNull = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();
const timestamp = (column: ReturnType<typeof sql>) =>
  sql<string | null>`${column}`.mapWith(isoOrNull);

const outerUserId = sql`${users}.${sql.identifier("id")}`;

/**
 * What the back office shows of one member, in two statements whatever they have: their
 * account, profile, subscription and sessions; then every course they have started, with
 * progress, assessment results and certificate. Notes and reflections are never read here.
 */
export async function memberDetail(db: Db, userId: string) {
  const [member, learning] = await Promise.all([memberRow(db, userId), memberLearning(db, userId)]);
  return member ? { member, learning } : null;
}

export type MemberDetail = NonNullable<Awaited<ReturnType<typeof memberDetail>>>;

async function memberRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: memberName,
      email: users.email,
      emailVerified: users.emailVerified,
      joined: timestamp(sql`${users.createdAt}`),
      profession: profiles.professionalRegType,
      institution: profiles.institution,
      regNo: profiles.regNo,
      hasProfile: sql<boolean>`${profiles.userId} is not null`,
      subscription: {
        status: subscriptions.status,
        tier: subscriptions.tier,
        period: subscriptions.period,
        currentPeriodEnd: timestamp(sql`${subscriptions.currentPeriodEnd}`),
        trialEnd: timestamp(sql`${subscriptions.trialEnd}`),
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        provider: subscriptions.provider,
      },
      activeSessions: sql<number>`(
        select count(*) from ${sessions} s
        where s.user_id = ${outerUserId} and s.expires_at > now())`.mapWith(Number),
      // Sessions are made at sign-in; the newest one still stored is the last sign-in we know of.
      lastSignIn: timestamp(sql`(
        select max(s.created_at) from ${sessions} s where s.user_id = ${outerUserId})`),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { subscription, ...rest } = row;
  return { ...rest, subscription: subscription?.status ? subscription : null };
}

function memberLearning(db: Db, userId: string) {
  // Rows of one of the member's own tables (by alias) for the outer course.
  const mine = (alias: string) =>
    sql`${sql.raw(alias)}.user_id = ${userId} and ${sql.raw(alias)}.course_id = ${outerCourseId}`;
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      enrolledAt: timestamp(sql`(
        select e.enrolled_at from ${courseEnrollments} e where ${mine("e")})`),
      lessonCount: sql<number>`(
        select count(*) from ${lessons} l
        join ${modules} m on m.id = l.module_id where m.course_id = ${outerCourseId})`.mapWith(
        Number,
      ),
      lessonsDone: sql<number>`(
        select count(*) from ${userProgress} p
        where ${mine("p")} and p.completed)`.mapWith(Number),
      attempts: sql<number>`(
        select count(*) from ${assessmentResults} r where ${mine("r")})`.mapWith(Number),
      bestScore: sql<number | null>`(
        select max(r.score) from ${assessmentResults} r where ${mine("r")})`,
      lastScore: sql<number | null>`(
        select r.score from ${assessmentResults} r where ${mine("r")}
        order by r.created_at desc limit 1)`,
      passed: sql<boolean>`exists (
        select 1 from ${assessmentResults} r where ${mine("r")} and r.passed)`,
      certificateNumber: sql<string | null>`(
        select c.number from ${certificates} c where ${mine("c")})`,
      certificateAwardedAt: timestamp(sql`(
        select c.awarded_at from ${certificates} c where ${mine("c")})`),
    })
    .from(courses)
    .where(
      sql`exists (select 1 from ${courseEnrollments} e where ${mine("e")})
        or exists (select 1 from ${userProgress} p where ${mine("p")})
        or exists (select 1 from ${assessmentResults} r where ${mine("r")})
        or exists (select 1 from ${certificates} c where ${mine("c")})`,
    )
    .orderBy(courses.title, courses.id);
}
