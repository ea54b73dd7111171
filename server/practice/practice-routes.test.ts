import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { practiceActions, practiceAttempts, subscriptions } from "../db/schema/index";
import { seedAll } from "../db/seed/seed";

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
