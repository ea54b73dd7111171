import { eq, is } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@server/db/schema/index";
import { seedAll } from "@server/db/seed/seed";
import { testOrigin } from "../../tests/support/http-session";
import { signedUpUser } from "../../tests/support/signed-up-user";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { deleteAccount } from "./delete-account";

let subject: TestApp;
let lesson: { lessonId: string; courseId: string };
beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  const [row] = await subject.database.db
    .select({ lessonId: schema.lessons.id, courseId: schema.modules.courseId })
    .from(schema.lessons)
    .innerJoin(schema.modules, eq(schema.lessons.moduleId, schema.modules.id))
    .limit(1);
  if (!row) throw new Error("the seed has no lessons");
  lesson = row;
});
afterAll(async () => {
  await subject.close();
});

const site = (path: string) => `${testOrigin}${path}`;
const db = () => subject.database.db;

/** Gives a person one row in every table a learner fills, marked with `tag`. */
async function fillLearningRows(userId: string, tag: string) {
  const { lessonId, courseId } = lesson;
  await db().insert(schema.courseEnrollments).values({ userId, courseId });
  await db().insert(schema.userProgress).values({ userId, courseId, lessonId, completed: true });
  await db()
    .insert(schema.userNotes)
    .values({ userId, lessonId, content: `${tag} note` });
  await db()
    .insert(schema.assessmentResults)
    .values({
      userId,
      courseId,
      assessmentId: `${tag}-quiz`,
      score: 90,
      passed: true,
      answers: {},
    });
  await db()
    .insert(schema.careerApplications)
    .values({ userId, firstName: tag, lastName: "Applicant", resumeUrl: `${tag}/cv.pdf` });
}

const allTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Every row of every table that mentions `needle` anywhere, keyed by table name. */
async function rowsMentioning(...needles: string[]) {
  const found: Record<string, unknown[]> = {};
  for (const table of allTables) {
    const rows = (await db().select().from(table)) as unknown[];
    const hits = rows.filter((row) => needles.some((n) => JSON.stringify(row).includes(n)));
    if (hits.length > 0) found[getTableConfig(table).name] = hits;
  }
  return found;
}

const subscribe = (userId: string, status: string) =>
  db()
    .insert(schema.subscriptions)
    .values({ userId, provider: "test", customerId: `cus_${userId}`, status })
    .onConflictDoUpdate({ target: schema.subscriptions.userId, set: { status } });

describe("Download my data", () => {
  it("holds the person's own notes and results, nobody else's, and no secrets", async () => {
    const ana = await signedUpUser(subject, "ana@example.org", "Ana Silva");
    const ben = await signedUpUser(subject, "ben@example.org", "Ben Hart");
    await fillLearningRows(ana.id, "ana");
    await fillLearningRows(ben.id, "ben");

    const response = await ana.browser.request(site("/account/export"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="clinova-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const exported = JSON.parse(text);
    expect(exported.user).toMatchObject({ id: ana.id, email: "ana@example.org" });
    expect(exported.notes.map((n: { content: string }) => n.content)).toEqual(["ana note"]);
    expect(exported.assessmentResults.map((r: { assessmentId: string }) => r.assessmentId)).toEqual(
      ["ana-quiz"],
    );
    expect(exported.enrolments).toHaveLength(1);
    expect(exported.progress).toHaveLength(1);
    expect(exported.careerApplications).toHaveLength(1);
    expect(exported.accounts).toEqual([expect.objectContaining({ providerId: "credential" })]);

    expect(text).not.toContain(ben.id);
    expect(text).not.toContain("ben");
    const [account] = await db()
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.userId, ana.id));
    const [session] = await db()
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, ana.id));
    expect(text).not.toContain(account?.password ?? "no password?");
    expect(text).not.toContain(session?.token ?? "no token?");
  });
});

describe("Delete account", () => {
  it("cancels a billing subscription at the provider first, then deletes", async () => {
    const gus = await signedUpUser(subject, "gus@example.org", "Gus Mwangi");
    await db()
      .insert(schema.subscriptions)
      .values({
        userId: gus.id,
        provider: "test",
        customerId: `cus_${gus.id}`,
        subscriptionId: `sub_${gus.id}`,
        status: "trialing",
        tier: "standard",
        period: "monthly",
      });
    const response = await gus.browser.postForm(site("/account"), {
      intent: "delete-account",
      confirmation: "DELETE",
    });
    expect(response.status).toBe(302);
    expect(await rowsMentioning(gus.id)).toEqual({});
  });

  it("is refused while a subscription can't be cancelled, and nothing changes", async () => {
    const cara = await signedUpUser(subject, "cara@example.org", "Cara Doyle");
    await fillLearningRows(cara.id, "cara");
    await subscribe(cara.id, "past_due");
    await cara.browser.request(site("/account")); // creates the profile row the page shows
    const before = await rowsMentioning(cara.id);

    const response = await cara.browser.postForm(site("/account"), {
      intent: "delete-account",
      confirmation: "DELETE",
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(
      "Please cancel your subscription before deleting your account.",
    );
    expect(await rowsMentioning(cara.id)).toEqual(before);
    const session = await (await cara.browser.request("/api/auth/get-session")).json();
    expect(session?.user.id).toBe(cara.id);
  });

  it("is refused without the typed confirmation", async () => {
    const dev = await signedUpUser(subject, "dev@example.org", "Dev Shah");
    const response = await dev.browser.postForm(site("/account"), {
      intent: "delete-account",
      confirmation: "delete please",
    });
    expect(response.status).toBe(422);
    expect(await rowsMentioning(dev.id)).toHaveProperty("users");
  });

  it("leaves no row of the person in any table, signs them out, and spares everyone else", async () => {
    const eli = await signedUpUser(subject, "eli@example.org", "Eli Novak");
    const fay = await signedUpUser(subject, "fay@example.org", "Fay Brook");
    await fillLearningRows(eli.id, "eli");
    await fillLearningRows(fay.id, "fay");
    await subscribe(eli.id, "canceled");
    await subscribe(fay.id, "active");
    await eli.browser.postJson("/api/auth/request-password-reset", { email: "eli@example.org" });
    // The queue's worker makes the reset token (decision 0046).
    await subject.mailQueueSettled();
    const eliBefore = await rowsMentioning(eli.id);
    expect(Object.keys(eliBefore)).toEqual(
      expect.arrayContaining(["verifications", "subscriptions", "career_applications"]),
    );
    const fayBefore = await rowsMentioning(fay.id, "fay@example.org");

    const response = await eli.browser.postForm(site("/account"), {
      intent: "delete-account",
      confirmation: "eli@example.org",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/clinova\.session_token=;.*Max-Age=0/i);
    expect(cookies).toContain(encodeURIComponent("Your account has been deleted"));

    expect(await rowsMentioning(eli.id, "eli@example.org")).toEqual({});
    expect(await rowsMentioning(fay.id, "fay@example.org")).toEqual(fayBefore);
    expect(await (await eli.browser.request("/api/auth/get-session")).json()).toBeNull();
  });

  it("hands back the résumé paths so their files can be removed from storage", async () => {
    const gus = await signedUpUser(subject, "gus@example.org", "Gus Allen");
    await fillLearningRows(gus.id, "gus");
    expect(await deleteAccount(db(), gus.id)).toEqual({
      deleted: true,
      resumePaths: ["gus/cv.pdf"],
    });
    expect(await deleteAccount(db(), gus.id)).toEqual({ deleted: false, reason: "not-found" });
  });
});
