import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { and, asc, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { createQueryCounter } from "../server/db/query-counter";
import { answerField } from "../common/learning/assessment-scoring";
import {
  assessmentQuestions,
  assessments,
  courses,
  lessons,
  modules,
  subscriptions,
  users,
} from "../server/db/schema";
import { upsertCourse } from "../server/db/seed/upsert-course";
import { readEnv } from "../server/env";
import { createLogger } from "../server/logger";
import { createMailer } from "../server/mail/mailer";
import { createRateLimiter } from "../server/security/rate-limit";
import { createStorage } from "../server/storage/create-storage";
import { generatedCourse } from "../tests/support/generated-course";
import { startPostgresAppServer } from "../tests/support/postgres-app-server";
import { professionalDetails } from "../tests/support/professional-details";
import { measure, printFigures } from "./support/measure";

// `npm run bench:learning`: the lesson player of a 20 × 10 course on PostgreSQL, rendered by
// the built server, and the assessment submit (scored and stored, 303 to the result), measured
// with autocannon (10 connections), plus SQL queries per render.
if (buildIsStale()) build();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const authSecret = randomBytes(32).toString("hex");
// Not pinned to cores (unlike bench:http): at these rates the load generator needs little, and
// the server's garbage collector and compression threads use the second core.
const app = await startPostgresAppServer({ AUTH_SECRET: authSecret, NODE_ENV: "production" });

try {
  await upsertCourse(app.db, generatedCourse("bench-course", 20, 10));
  await upsertCourse(app.db, generatedCourse("bench-small", 1, 2));
  const cookie = await subscribedLearner(app.baseURL, app.db);
  const large = await lessonPath(app.db, "bench-course", 10, 5);
  const small = await lessonPath(app.db, "bench-small", 1, 2);
  const headers = { cookie, "accept-encoding": "gzip" };
  const serverPid = app.pid;
  for (const path of [large, small]) await fetch(`${app.baseURL}${path}`, { headers }); // enrols

  const queries = await queriesPerRender(app.databaseUrl, authSecret, cookie, { large, small });
  const submit = await assessmentSubmit(app.baseURL, app.db, "demo-iv-cannulation", cookie);

  await measure("warm-up", `${app.baseURL}/`, { seconds: 2 });
  await measure("warm-up", `${app.baseURL}${large}`, { seconds: 3, headers });
  await measure("warm-up", submit.url, { seconds: 2, ...submit.request });
  // Signed out, / may come from the page cache; signed in it is rendered afresh, like the player.
  const figures = [
    await measure("GET / (home page, signed out)", `${app.baseURL}/`, {
      seconds,
      headers: { "accept-encoding": "gzip" },
      serverPid,
    }),
    await measure("GET / (home page, signed in: fresh render)", `${app.baseURL}/`, {
      seconds,
      headers,
      serverPid,
    }),
    await measure("lesson player, full server render (200 lessons)", `${app.baseURL}${large}`, {
      seconds,
      headers,
      serverPid,
    }),
    await measure("lesson player, loader data (.data)", `${app.baseURL}${large}.data`, {
      seconds,
      headers,
      serverPid,
    }),
    await measure("assessment submit (12 answers, 303 to the result)", submit.url, {
      seconds,
      serverPid,
      ...submit.request,
    }),
  ];
  printFigures(figures);
  const [, home, player, data] = figures;
  console.log(`\nSQL queries per request (drizzle's query log, every statement counted):`);
  console.log(`| page | 2-lesson course | 200-lesson course |\n| --- | ---: | ---: |`);
  console.log(`| full render | ${queries.small.page} | ${queries.large.page} |`);
  console.log(`| .data request | ${queries.small.data} | ${queries.large.data} |`);
  if (home && player && data) {
    const ratio = (figure: typeof player) =>
      Math.round((figure.requestsPerSecond / home.requestsPerSecond) * 100);
    console.log(
      `\nFull render at ${ratio(player)}% of the signed-in home page's rate, .data at ${ratio(data)}%.` +
        ` Goals: at least 400 full renders/s with p99 ≤ 50 ms; queries constant and ≤ 6.`,
    );
  }
} finally {
  await app.stop();
}

/** Signs up through better-auth's HTTP API and writes an active Standard subscription. */
async function subscribedLearner(baseURL: string, db: typeof app.db) {
  const email = `bench-${randomBytes(4).toString("hex")}@example.org`;
  const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({
      email,
      password: "strong-pass-42!",
      ...professionalDetails("Bench Learner"),
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db.insert(subscriptions).values({
    userId: user!.id,
    provider: "test",
    customerId: `cus_bench_${user!.id}`,
    status: "active",
    tier: "standard",
  });
  return cookie;
}

/**
 * POST /course/{slug}/assessment with an answer to every stored question (the key's letter, so
 * each attempt passes), as the assessment form sends it; checked once to answer 303.
 */
async function assessmentSubmit(baseURL: string, db: typeof app.db, slug: string, cookie: string) {
  const questions = await db
    .select({ id: assessmentQuestions.id, correct: assessmentQuestions.correctOption })
    .from(assessmentQuestions)
    .innerJoin(assessments, eq(assessments.id, assessmentQuestions.assessmentId))
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(eq(courses.slug, slug));
  if (questions.length === 0) throw new Error(`${slug} has no assessment questions`);
  const body = new URLSearchParams(
    questions.map((question) => [answerField(question.id), question.correct]),
  ).toString();
  const url = `${baseURL}/course/${slug}/assessment`;
  const request = {
    method: "POST" as const,
    body,
    headers: {
      cookie,
      origin: baseURL,
      "content-type": "application/x-www-form-urlencoded",
      "accept-encoding": "gzip",
    },
    expectStatus: 303,
  };
  const { method, headers } = request;
  const check = await fetch(url, { method, headers, body, redirect: "manual" });
  if (check.status !== 303) throw new Error(`the assessment submit answered ${check.status}`);
  return { url, request };
}

/** `/course/<id>/start/<lessonId>` for one lesson, by ids as the bench brief names them. */
async function lessonPath(
  db: typeof app.db,
  slug: string,
  moduleNumber: number,
  lessonNumber: number,
) {
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

/**
 * The same build and database in this process, with drizzle's query log counting: one
 * request each, as the server above would answer it.
 */
async function queriesPerRender(
  url: string,
  secret: string,
  cookie: string,
  paths: { large: string; small: string },
) {
  const counter = createQueryCounter();
  const database = openDatabase({ url, queryLogger: counter.logger });
  const env = readEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: url });
  const logger = createLogger(env.logLevel);
  const dataDir = mkdtempSync(join(tmpdir(), "clinova-bench-"));
  const mailer = createMailer({
    smtpUrl: undefined,
    from: env.mailFrom,
    outboxDir: dataDir,
    logger,
  });
  const rateLimiter = createRateLimiter(undefined);
  const serverBuild = (await import(
    pathToFileURL(join(process.cwd(), "build/server/index.js")).href
  )) as ServerBuild;
  const inProcess = createApp({
    config: { ...env, appUrl: app.baseURL, authSecret: secret },
    database,
    logger,
    mailer,
    storage: createStorage({ s3: undefined, dataDir }),
    rateLimiter,
    build: serverBuild,
    mode: "production",
  });
  const count = async (path: string) => {
    counter.take();
    const response = await inProcess.request(`${app.baseURL}${path}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.text();
    return counter.take().length;
  };
  try {
    return {
      large: { page: await count(paths.large), data: await count(`${paths.large}.data`) },
      small: { page: await count(paths.small), data: await count(`${paths.small}.data`) },
    };
  } finally {
    mailer.close();
    await rateLimiter.close();
    await database.close();
  }
}
