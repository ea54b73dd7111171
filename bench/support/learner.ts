import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { courses, lessons, modules, subscriptions, users } from "../../server/db/schema";
import { signUpOverHttp } from "../../tests/support/sign-up-over-http";

/**
 * Signs up through better-auth's HTTP API, writes an active Standard subscription and returns
 * the session cookie.
 */
export async function subscribedLearner(baseURL: string, db: Db) {
  return (await signUpSubscribed(baseURL, db)).cookie;
}

/**
 * Signs up through better-auth's HTTP API, writes an active subscription (Standard unless
 * `tier` says otherwise) and returns the session cookie and the user's id. `headers` go with the
 * sign-up (an `X-Forwarded-For`, so many sign-ups need not share one address's limit).
 */
export async function signUpSubscribed(
  baseURL: string,
  db: Db,
  {
    tier = "standard",
    headers = {},
  }: { tier?: "standard" | "premium"; headers?: Record<string, string> } = {},
) {
  const email = `bench-${randomBytes(4).toString("hex")}@example.org`;
  const cookie = await signUpOverHttp(
    baseURL,
    { email, password: "strong-pass-42!", name: "Bench Learner" },
    headers,
  );
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db.insert(subscriptions).values({
    userId: user!.id,
    provider: "test",
    customerId: `cus_bench_${user!.id}`,
    status: "active",
    tier,
  });
  return { cookie, userId: user!.id };
}

/** `/course/<id>/start/<lessonId>` for one lesson, by ids as the bench brief names them. */
export async function lessonPath(db: Db, slug: string, moduleNumber: number, lessonNumber: number) {
  const [row] = await db
    .select({ courseId: courses.id, lessonId: lessons.id })
    .from(courses)
    .innerJoin(modules, eq(modules.courseId, courses.id))
    .innerJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(
      and(
        eq(courses.slug, slug),
        eq(modules.orderNumber, moduleNumber),
        eq(lessons.orderNumber, lessonNumber),
      ),
    )
    .orderBy(asc(lessons.orderNumber));
  return `/course/${row!.courseId}/start/${row!.lessonId}`;
}
