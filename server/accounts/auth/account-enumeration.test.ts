import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@server/mail/job-table";
import { emailTaskQueueName, type EmailTask, type MailQueue } from "@server/mail/mail-queue";
import { profiles, users } from "@server/db/schema";
import { createQueryCounter } from "@server/db/query-counter";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner } from "../../../tests/support/learner";
import { professionalDetails } from "../../../tests/support/professional-details";
import { startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, testAuthSecret, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createAuth } from "./create-auth";
import { resetRequestTask } from "./reset-requests-queued";

// No account enumeration (ASVS 2.5.x, decision 0046): sign-up and a password-reset request
// answer an address that has an account exactly as one that has none. The owner learns of the
// attempt by email; the answer says nothing.
const counter = createQueryCounter();
let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const owner = "owner@example.org";

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp(
    { SMTP_URL: smtp.url },
    await openTestDatabase({ queryLogger: counter.logger }),
  );
  await signUpLearner(subject, owner, { name: "Olu Owner" });
});
afterAll(async () => {
  await subject?.close();
  await smtp?.close();
});

const details = (email: string) => ({
  email,
  password: "another-pass-42!",
  ...professionalDetails("Mallory Prober"),
});

/** What differs between any two answers whatever the address: ids, times, nonces, the address. */
const stable = (text: string, email: string) =>
  text
    .replaceAll(email, "<email>")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "<time>")
    .replace(/nonce="[^"]*"/g, 'nonce=""');

async function answer(response: Response, email: string) {
  return {
    status: response.status,
    cookies: response.headers.getSetCookie().map((line) => line.split("=")[0]),
    location: response.headers.get("location"),
    body: stable(await response.text(), email),
  };
}

describe("sign-up for an address that already has an account", () => {
  it("the auth API answers exactly as for a new address, and the owner is emailed", async () => {
    const fresh = "fresh-api@example.org";
    const existing = await httpSession(subject).postJson("/api/auth/sign-up/email", details(owner));
    const created = await httpSession(subject).postJson("/api/auth/sign-up/email", details(fresh));
    const existingAnswer = await answer(existing, owner);
    expect(existingAnswer.status).toBe(200);
    expect(existingAnswer.cookies).toEqual([]);
    expect(existingAnswer).toEqual(await answer(created, fresh));

    // The owner's mail: the confirmation from their own sign-up, then the warning.
    const warning = (await smtp.waitFor(owner, 2)).find((mail) =>
      mail.raw.includes("Subject: Someone tried to create a Clinova account with your email"),
    );
    expect(warning, "the warning to the owner").toBeDefined();
    expect(warning!.raw).toContain("/login");
    expect(warning!.raw).toContain("/forgot-password");
    const [confirmation] = await smtp.waitFor(fresh);
    expect(confirmation!.raw).toContain("Confirm your email");

    // Nothing of the prober's was stored against the owner's account.
    const rows = await subject.database.db
      .select({ firstName: profiles.firstName })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, owner));
    expect(rows).toEqual([{ firstName: "Olu" }]);
  });

  it("the sign-up page answers exactly as for a new address", async () => {
    const fresh = "fresh-form@example.org";
    const form = (email: string) =>
      httpSession(subject).postForm("/signup", { ...details(email), redirectTo: "" });
    const existing = await answer(await form(owner), owner);
    expect(existing.status).toBe(200);
    expect(existing.body).toContain("Check your email");
    expect(existing).toEqual(await answer(await form(fresh), fresh));
  });
});

describe("a password-reset request", () => {
  /**
   * The worker's half waits until `release`, so that what the request itself does is measured
   * alone; then it runs better-auth's own request, as the app's handler does.
   */
  async function holdTheWorker() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers = new Map<string, (task: EmailTask) => Promise<void>>();
    const queue: MailQueue = {
      ...subject.mailQueue,
      handleTask: (kind, handler) => void handlers.set(kind, handler),
    };
    createAuth({
      db: subject.database.db,
      config: { ...subject.config, authSecret: testAuthSecret },
      mailQueue: queue,
      logger: subject.logger,
    });
    subject.mailQueue.handleTask(resetRequestTask, async (task) => {
      await gate;
      await handlers.get(resetRequestTask)!(task);
    });
    return release;
  }

  const queuedFor = async (email: string) =>
    subject.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, emailTaskQueueName), sql`${jobs.data}->>'email' = ${email}`));

  it("does the same work whether or not the address has an account", async () => {
    const release = await holdTheWorker();
    const unknown = "nobody-here@example.org";
    const request = async (email: string, via: "form" | "api") => {
      const visitor = httpSession(subject);
      counter.take();
      const response =
        via === "form"
          ? await visitor.postForm("/forgot-password", { email })
          : await visitor.postJson("/api/auth/request-password-reset", {
              email,
              redirectTo: "/reset-password",
            });
      return { ...(await answer(response, email)), statements: counter.take() };
    };
    for (const via of ["form", "api"] as const) {
      const forOwner = await request(owner, via);
      const forNobody = await request(unknown, via);
      expect(forOwner.status, via).toBe(200);
      // The same answer and the very same SQL statements: the account is not looked up here.
      expect(forOwner, via).toEqual(forNobody);
      expect(forOwner.statements.join("\n"), via).not.toMatch(/"users"|"verifications"/);
    }
    // A task is queued for each; only the worker looks for the account.
    expect(await queuedFor(owner)).toHaveLength(2);
    expect(await queuedFor(unknown)).toHaveLength(2);

    release();
    // Settled: every task done and every email it made sent.
    await subject.mailQueueSettled();
    const to = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
    const resets = to(owner).filter((mail) => mail.raw.includes("Reset your Clinova password"));
    expect(resets).toHaveLength(2);
    expect(to(unknown)).toEqual([]);
  });
});
