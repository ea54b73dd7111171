import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { answerField } from "../common/learning/assessment-scoring";
import { assessmentQuestions, assessments, courses } from "../server/db/schema";
import { upsertCourse } from "../server/db/seed/upsert-course";
import { generatedCourse } from "../tests/support/generated-course";
import { startPostgresAppServer } from "../tests/support/postgres-app-server";
import { lessonPath, subscribedLearner } from "./support/learner";
import { measure, printFigures } from "./support/measure";
import { queriesPerRender } from "./support/queries-per-render";

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

  const [largePage, largeData, smallPage, smallData] = await queriesPerRender(
    { ...app, authSecret },
    cookie,
    [large, `${large}.data`, small, `${small}.data`],
  );
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
  console.log(`| full render | ${smallPage} | ${largePage} |`);
  console.log(`| .data request | ${smallData} | ${largeData} |`);
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
