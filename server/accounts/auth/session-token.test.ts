import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index";
import { signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createQueryCounter } from "../../db/query-counter";

const counter = createQueryCounter();
let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
});
afterAll(async () => {
  await subject.close();
});

const day = 24 * 60 * 60 * 1000;
const sessionCookie = "clinova.session_token";
const signedIn = async (learner: { request: (path: string) => Promise<Response> }) => {
  const response = await learner.request("/dashboard");
  return response.status === 200 ? await response.text() : null;
};
const sessionOf = async (userId: string) =>
  (await subject.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

// The session is read in one statement with the cookie's signature checked here; whatever
// better-auth must act on still goes through better-auth (server/accounts/auth/session-token.ts).
describe("reading the session of a request", () => {
  it("knows the signed-in person, with their profile, from the signed cookie", async () => {
    const learner = await signUpLearner(subject, "reader@example.org", { name: "Ada Reader" });
    counter.take();
    expect(await signedIn(learner)).toContain("Ada");
    const sessionReads = counter.take().filter((query) => /from "sessions"/.test(query));
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]).toMatch(/join "profiles".*join "subscriptions"/s);
  });

  it("refuses a cookie whose signature is not ours, even for a real session", async () => {
    const learner = await signUpLearner(subject, "forged@example.org");
    const signed = decodeURIComponent(learner.cookies.get(sessionCookie)!);
    const token = signed.slice(0, signed.lastIndexOf("."));
    const forged = `${token}.${Buffer.alloc(32, 7).toString("base64")}`;
    learner.cookies.set(sessionCookie, encodeURIComponent(forged));
    expect(await signedIn(learner)).toBeNull();
    learner.cookies.set(sessionCookie, encodeURIComponent(token));
    expect(await signedIn(learner)).toBeNull();
  });

  it("ends at once when the session is ended elsewhere: nothing about it is cached", async () => {
    const learner = await signUpLearner(subject, "ended@example.org");
    expect(await signedIn(learner)).not.toBeNull();
    await subject.database.db.delete(sessions).where(eq(sessions.userId, learner.userId));
    expect(await signedIn(learner)).toBeNull();
  });

  it("lets better-auth renew a session a day old and end an expired one", async () => {
    const learner = await signUpLearner(subject, "renewed@example.org");
    const { db } = subject.database;
    // Issued two days ago: still valid for twelve days, and due for renewal (`updateAge`).
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 12 * day) })
      .where(eq(sessions.userId, learner.userId));
    expect(await signedIn(learner)).not.toBeNull();
    const renewed = await sessionOf(learner.userId);
    expect(renewed!.expiresAt.valueOf()).toBeGreaterThan(Date.now() + 13 * day);

    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, learner.userId));
    expect(await signedIn(learner)).toBeNull();
    expect(await sessionOf(learner.userId)).toBeUndefined();
  });
});
