import { randomBytes } from "node:crypto";
import { upsertCourse } from "../../server/db/seed/upsert-course";
import { generatedCourse } from "../../tests/support/generated-course";
import { startPostgresAppServer } from "../../tests/support/postgres-app-server";
import { onServerCore } from "../support/cores";
import { markCompactCounter } from "../support/gc-trace";
import { lessonPath, subscribedLearner } from "../support/learner";

export const largeCourse = { slug: "bench-course", modules: 20, lessonsPerModule: 10 };
export const smallCourse = { slug: "bench-small", modules: 1, lessonsPerModule: 2 };

/**
 * The production build (server/main.ts) on a fresh PostgreSQL database, started with `node` on
 * the server core, with a 20 × 10 course and a 1 × 2 one, and a subscribed learner enrolled in
 * both (the first visit to a lesson enrols). `markCompacts` counts its full garbage collections.
 * `env` is added to the server's environment (the admission limits, for `bench:capacity`).
 */
export async function startClinova(node: string, env: Record<string, string> = {}) {
  const authSecret = randomBytes(32).toString("hex");
  const app = await startPostgresAppServer(
    { AUTH_SECRET: authSecret, NODE_ENV: "production", ...env },
    (nodeArgs) => onServerCore(node, ["--trace-gc", ...nodeArgs]),
    { pipeStdout: true },
  );
  const markCompacts = markCompactCounter(app.stdout!);
  try {
    for (const course of [largeCourse, smallCourse]) {
      await upsertCourse(
        app.db,
        generatedCourse(course.slug, course.modules, course.lessonsPerModule),
      );
    }
    const cookie = await subscribedLearner(app.baseURL, app.db);
    const player = await lessonPath(app.db, largeCourse.slug, 10, 5);
    const smallPlayer = await lessonPath(app.db, smallCourse.slug, 1, 2);
    for (const path of [player, smallPlayer]) {
      await fetch(`${app.baseURL}${path}`, { headers: { cookie } });
    }
    return { ...app, authSecret, cookie, player, smallPlayer, markCompacts };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

export type Clinova = Awaited<ReturnType<typeof startClinova>>;
