import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarioDefinitionSchema } from "@common/practice/scenario";
import { scoreAttempt } from "@common/practice/scoring";
import { stallPrompt } from "@common/practice/tutor";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { practiceActions, practiceAttempts } from "../db/schema/index";
import { venepunctureScenario } from "../db/seed/content/practice/venepuncture-scenario";
import { seedAll } from "../db/seed/seed";
import { recordAction } from "./attempts";

// The tutor of coach mode through the session's page (docs/product/practice.md#tutor): its
// prompts and stops in coach mode and never in assessed mode, the mode chosen before the first
// action, nobody else's attempt reachable, and nothing a client sends taken as a score.
let subject: TestApp;
let ada: Learner;
let ben: Learner;

const lesson =
  "/course/venepuncture-essentials/start/preparation-consent-and-patient-identification";
const definition = scenarioDefinitionSchema.parse(venepunctureScenario.definition);
const toSite = ["apply-tourniquet", "select-vein", "clean-skin"];

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  ada = await signUpLearner(subject, "ada-tutor@example.org", { tier: "standard" });
  ben = await signUpLearner(subject, "ben-tutor@example.org", { tier: "standard" });
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;

async function started(learner: Learner, mode: "coached" | "assessed") {
  const response = await learner.postForm(lesson, { intent: "vr-start" });
  expect(response.status).toBe(302);
  const [attempt] = await db()
    .select()
    .from(practiceAttempts)
    .where(eq(practiceAttempts.userId, learner.userId))
    .orderBy(desc(practiceAttempts.startedAt))
    .limit(1);
  const session = `/practice/${attempt!.id}`;
  const chosen = await learner.postForm(session, { intent: "mode", mode });
  expect(chosen.status).toBe(200);
  return { id: attempt!.id, session };
}

async function logOf(attemptId: string) {
  return db()
    .select({ actionId: practiceActions.actionId, outcome: practiceActions.outcome })
    .from(practiceActions)
    .where(eq(practiceActions.attemptId, attemptId))
    .orderBy(asc(practiceActions.step));
}

async function attemptRow(attemptId: string) {
  const [row] = await db()
    .select()
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.id, attemptId)));
  return row!;
}

/** Starts the attempt `startedSecondsAgo` ago and records `actions` at 5 s, 10 s… of it. */
async function replayed(attemptId: string, actions: string[], startedSecondsAgo: number) {
  const startedAt = new Date(Date.now() - startedSecondsAgo * 1000);
  await db().update(practiceAttempts).set({ startedAt }).where(eq(practiceAttempts.id, attemptId));
  for (const [index, actionId] of actions.entries()) {
    await recordAction(db(), {
      userId: ada.userId,
      attemptId,
      actionId,
      now: new Date(startedAt.getTime() + (index + 1) * 5000),
    });
  }
}

/** As React writes text into the page. */
const html = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

describe("the tutor at the learner's side", () => {
  it("prompts after a stall in coach mode, and never in assessed mode with the same log and times", async () => {
    const coached = await started(ada, "coached");
    const assessed = await started(ada, "assessed");
    for (const attempt of [coached, assessed]) await replayed(attempt.id, ["check-identity"], 200);

    const log = [{ actionId: "check-identity", offsetMs: 5000 }];
    const prompt = stallPrompt(definition, log, 200_000, "coached")!;
    expect(prompt.step).toBe("gain-consent");

    const coachPage = await (await ada.request(coached.session)).text();
    expect(coachPage).toContain("The tutor asks");
    expect(coachPage).toContain(html(prompt.text));
    expect(coachPage).toContain(html(prompt.basis!));
    expect(coachPage).toContain("Only assessed attempts count towards the certificate.");

    const assessedPage = await (await ada.request(assessed.session)).text();
    expect(assessedPage).not.toContain("The tutor asks");
    expect(assessedPage).not.toContain(html(prompt.text));
    expect(assessedPage).not.toContain("What should I check next?");
  });

  it("stops an unsafe action in coach mode and explains why; records it with its error in assessed mode", async () => {
    const coached = await started(ada, "coached");
    const assessed = await started(ada, "assessed");
    for (const attempt of [coached, assessed]) {
      for (const actionId of toSite) {
        const done = await ada.postForm(attempt.session, { intent: "act", actionId });
        expect(done.status).toBe(200);
      }
    }
    const error = definition.errors.find((item) => item.id === "site-touched")!;

    const stopped = await ada.postForm(coached.session, { intent: "act", actionId: "touch-site" });
    expect(stopped.status).toBe(200);
    expect((await logOf(coached.id)).at(-1)).toEqual({
      actionId: "touch-site",
      outcome: "stopped:site-touched",
    });
    const page = await (await ada.request(`${coached.session}?mode=list`)).text();
    expect(page).toContain("The tutor stopped that action. It was not done.");
    expect(page).toContain(html(error.why));
    expect(page).toContain(html(error.basis));
    // Not done: the state did not change, so the action is still offered and drying still waits.
    expect(page).toContain("Feel the vein again over the cleaned skin");

    const recorded = await ada.postForm(assessed.session, {
      intent: "act",
      actionId: "touch-site",
    });
    expect(recorded.status).toBe(200);
    expect((await logOf(assessed.id)).at(-1)).toEqual({
      actionId: "touch-site",
      outcome: "error:site-touched",
    });
    expect(await (await ada.request(assessed.session)).text()).not.toContain(
      "The tutor stopped that action",
    );
  });

  it("answers What should I check next? in coach mode, and refuses it in assessed mode, changing nothing", async () => {
    const coached = await started(ada, "coached");
    const answered = await ada.postForm(coached.session, { intent: "ask" });
    expect(answered.status).toBe(200);
    const text = await answered.text();
    const first = definition.critical[0]!;
    expect(text).toContain(first.why);
    expect(await logOf(coached.id)).toEqual([{ actionId: first.action, outcome: "asked" }]);

    const assessed = await started(ada, "assessed");
    const refused = await ada.postForm(assessed.session, { intent: "ask" });
    expect(refused.status).toBe(409);
    expect(await logOf(assessed.id)).toEqual([]);
    expect((await attemptRow(assessed.id)).mode).toBe("assessed");
  });

  it("refuses a change of mode once the first action is logged", async () => {
    const coached = await started(ada, "coached");
    await ada.postForm(coached.session, { intent: "act", actionId: "check-identity" });
    const refused = await ada.postForm(coached.session, { intent: "mode", mode: "assessed" });
    expect(refused.status).toBe(409);
    expect((await attemptRow(coached.id)).mode).toBe("coached");
    expect(await (await ada.request(coached.session)).text()).not.toContain(
      "Choose before your first action",
    );
  });

  it("answers 404 to another user's ask and mode, and nothing changes", async () => {
    const coached = await started(ada, "coached");
    const before = { row: await attemptRow(coached.id), log: await logOf(coached.id) };
    expect((await ben.postForm(coached.session, { intent: "ask" })).status).toBe(404);
    const mode = await ben.postForm(coached.session, { intent: "mode", mode: "assessed" });
    expect(mode.status).toBe(404);
    expect({ row: await attemptRow(coached.id), log: await logOf(coached.id) }).toEqual(before);
  });

  it("ignores forged observations and scores in the form: the score comes from the log", async () => {
    const assessed = await started(ada, "assessed");
    const forged = { score: "100", passed: "true", news2: "0", spo2: "99", outcome: "ok" };
    await ada.postForm(assessed.session, { intent: "act", actionId: "check-identity", ...forged });
    await ada.postForm(assessed.session, { intent: "act", actionId: "touch-site", ...forged });
    const finished = await ada.postForm(assessed.session, { intent: "finish", ...forged });
    expect(finished.status).toBe(302);

    const row = await attemptRow(assessed.id);
    const log = (await logOf(assessed.id)).map((entry) => ({ ...entry, offsetMs: 0 }));
    expect(log.map((entry) => entry.outcome)).toEqual(["ok"]);
    expect(row.passed).toBe(false);
    const fromLog = scoreAttempt(definition, log, (row.durationSeconds ?? 0) * 1000, row.seed);
    expect(row.score).toBe(fromLog.score);
    expect(row.score).toBeLessThan(100);
  });
});
