import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import {
  courses,
  practiceActions,
  practiceAttempts,
  practiceScenarios,
  subscriptions,
} from "../db/schema/index";
import { seedAll } from "../db/seed/seed";
import { startAttempt } from "./attempts";

// The session's pages as a browser uses them: Initiate VR Lesson starts an attempt, the list
// mode posts actions, finishing scores on the server; nothing a client sends sets the score,
// and nobody else's attempt can be seen or changed.
let subject: TestApp;
let ada: Learner;
let ben: Learner;

const lesson =
  "/course/venepuncture-essentials/start/preparation-consent-and-patient-identification";

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  ada = await signUpLearner(subject, "ada-practice@example.org", { tier: "standard" });
  ben = await signUpLearner(subject, "ben-practice@example.org", { tier: "standard" });
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;

async function startedBy(learner: Learner) {
  const response = await learner.postForm(lesson, { intent: "vr-start" });
  expect(response.status).toBe(302);
  expect(response.headers.getSetCookie().join()).toContain("VR%20session%20initiated");
  const [attempt] = await db()
    .select()
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, learner.userId)))
    .orderBy(desc(practiceAttempts.startedAt));
  expect(response.headers.get("location")).toBe(`/practice/${attempt!.id}`);
  return attempt!;
}

async function rowsOf(attemptId: string) {
  return {
    attempt: await db().select().from(practiceAttempts).where(eq(practiceAttempts.id, attemptId)),
    log: await db().select().from(practiceActions).where(eq(practiceActions.attemptId, attemptId)),
  };
}

describe("a practice session's pages", () => {
  it("records only the actions the scenario offers now, and ignores a score sent by the client", async () => {
    const attempt = await startedBy(ada);
    const session = `/practice/${attempt.id}`;
    expect((await ada.request(`${session}?mode=list`)).status).toBe(200);

    const refused = await ada.postForm(session, { intent: "act", actionId: "fill-tubes" });
    expect(refused.status).toBe(422);
    const done = await ada.postForm(session, { intent: "act", actionId: "check-identity" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("match the wristband");
    expect((await rowsOf(attempt.id)).log.map((row) => row.actionId)).toEqual(["check-identity"]);

    const finished = await ada.postForm(session, {
      intent: "finish",
      score: "100",
      durationSeconds: "1",
    });
    expect(finished.status).toBe(302);
    expect(finished.headers.get("location")).toBe(`${session}/debrief`);
    const [row] = (await rowsOf(attempt.id)).attempt;
    // One critical step of eighteen: the score the log earns, not the one sent.
    expect(row!.score).toBe(Math.round(100 / 18));
    const debrief = await ada.request(`${session}/debrief`);
    expect(debrief.status).toBe(200);
    expect(await debrief.text()).toContain(`${Math.round(100 / 18)} out of 100`);
    // A finished session opens its debrief.
    const reopened = await ada.request(session);
    expect(reopened.status).toBe(302);
  });

  it("answers another user's attempt 404 everywhere, and nothing changes", async () => {
    const attempt = await startedBy(ada);
    const session = `/practice/${attempt.id}`;
    await ada.postForm(session, { intent: "act", actionId: "check-identity" });
    const before = await rowsOf(attempt.id);

    expect((await ben.request(session)).status).toBe(404);
    expect((await ben.request(`${session}/debrief`)).status).toBe(404);
    const act = await ben.postForm(session, { intent: "act", actionId: "gain-consent" });
    expect(act.status).toBe(404);
    expect((await ben.postForm(session, { intent: "finish" })).status).toBe(404);
    expect((await ben.postForm(`${session}/debrief`, { intent: "again" })).status).toBe(404);

    expect(await rowsOf(attempt.id)).toEqual(before);
    const bens = await db()
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.userId, ben.userId));
    expect(bens).toEqual([]);
  });

  it("closes an open attempt once the subscription lapses, as every gated course page, and nothing changes", async () => {
    const cy = await signUpLearner(subject, "cy-practice@example.org", { tier: "standard" });
    const attempt = await startedBy(cy);
    const session = `/practice/${attempt.id}`;
    await cy.postForm(session, { intent: "act", actionId: "check-identity" });
    await db()
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.userId, cy.userId));
    const before = await rowsOf(attempt.id);
    const answer = (response: Response) => ({
      status: response.status,
      location: response.headers.get("location"),
      toast: response.headers.getSetCookie().join(),
    });

    const gatedPage = answer(await cy.request(lesson));
    expect(gatedPage.location).toBe("/pricing");
    expect(answer(await cy.request(session))).toEqual(gatedPage);
    expect(answer(await cy.request(`${session}?mode=list`))).toEqual(gatedPage);
    const gatedAction = answer(await cy.postForm(lesson, { intent: "complete" }));
    expect(gatedAction.location).toBe("/pricing");
    const act = await cy.postForm(session, { intent: "act", actionId: "gain-consent" });
    expect(answer(act)).toEqual(gatedAction);
    expect(answer(await cy.postForm(session, { intent: "finish" }))).toEqual(gatedAction);

    expect(await rowsOf(attempt.id)).toEqual(before);
  });
});

describe("the Premium cases (docs/product/practice.md#cases)", () => {
  const bundle = "/course/deteriorating-patient-bundle/start";
  const answer = (response: Response) => ({
    status: response.status,
    location: response.headers.get("location"),
  });
  const scenarioKeyOf = async (attemptId: string) => {
    const [row] = await db()
      .select({ key: practiceScenarios.key, mode: practiceAttempts.mode })
      .from(practiceAttempts)
      .innerJoin(practiceScenarios, eq(practiceScenarios.id, practiceAttempts.scenarioId))
      .where(eq(practiceAttempts.id, attemptId));
    return row!;
  };
  const opened = async (learner: Learner, lessonSlug: string) => {
    const response = await learner.postForm(`${bundle}/${lessonSlug}`, { intent: "vr-start" });
    expect(response.status).toBe(302);
    const attemptId = response.headers.get("location")?.match(/^\/practice\/([0-9a-f-]+)$/)?.[1];
    expect(attemptId, lessonSlug).toBeDefined();
    return attemptId!;
  };

  it("are refused to a Standard learner as the course gate refuses, session and actions alike", async () => {
    const gatedPage = answer(await ada.request(`${bundle}/scenario-suspected-sepsis`));
    expect(gatedPage.location).toBe("/pricing");
    const gatedAction = answer(
      await ada.postForm(`${bundle}/scenario-suspected-sepsis`, { intent: "vr-start" }),
    );
    expect(gatedAction.location).toBe("/pricing");
    const before = await db()
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.userId, ada.userId));

    // An attempt she could not have started (a forged id in her name) is refused as well.
    const [course] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "deteriorating-patient-bundle"));
    const forged = (await startAttempt(db(), { userId: ada.userId, courseId: course!.id }))!;
    const session = `/practice/${forged}`;
    expect(answer(await ada.request(session))).toEqual(gatedPage);
    expect(answer(await ada.request(`${session}?mode=list`))).toEqual(gatedPage);
    const act = await ada.postForm(session, { intent: "act", actionId: "recognise-sepsis" });
    expect(answer(act)).toEqual(gatedAction);
    expect(answer(await ada.postForm(session, { intent: "finish" }))).toEqual(gatedAction);
    expect((await rowsOf(forged)).log).toEqual([]);
    expect((await rowsOf(forged)).attempt[0]!.finishedAt).toBeNull();
    expect(before.length + 1).toBe(
      (await db().select().from(practiceAttempts).where(eq(practiceAttempts.userId, ada.userId)))
        .length,
    );
  });

  it("open from each case's lesson for a Premium learner, coached at first and assessed after", async () => {
    const dee = await signUpLearner(subject, "dee-practice@example.org", { tier: "premium" });
    const sepsis = await opened(dee, "scenario-suspected-sepsis");
    expect(await scenarioKeyOf(sepsis)).toEqual({ key: "suspected-sepsis", mode: "coached" });
    const anaphylaxis = await opened(dee, "scenario-anaphylaxis");
    expect(await scenarioKeyOf(anaphylaxis)).toEqual({ key: "anaphylaxis", mode: "coached" });

    const page = await dee.request(`/practice/${sepsis}?mode=list`);
    expect(page.status).toBe(200);
    const acted = await dee.postForm(`/practice/${sepsis}`, {
      intent: "act",
      actionId: "recognise-sepsis",
    });
    expect(acted.status).toBe(200);
    expect(await acted.text()).toContain("suspected sepsis at high risk");

    // coach.firstAttempts is 2: the second attempt is coached, the third assessed.
    expect((await scenarioKeyOf(await opened(dee, "scenario-suspected-sepsis"))).mode).toBe(
      "coached",
    );
    expect(await scenarioKeyOf(await opened(dee, "scenario-suspected-sepsis"))).toEqual({
      key: "suspected-sepsis",
      mode: "assessed",
    });
    // Counted per scenario: the anaphylaxis case is still on its second, coached.
    expect((await scenarioKeyOf(await opened(dee, "scenario-anaphylaxis"))).mode).toBe("coached");
  });
});
