import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { openTestDatabase } from "../../tests/support/test-database";
import { createLogger } from "../logger";
import { jobs } from "./job-table";
import { emailQueueName, startMailQueue } from "./mail-queue";
import { mailQueueDepth } from "./mail-queue-depth";
import { createMailer, type Mailer } from "./mailer";
import { listOutbox, outboxDir } from "./outbox";

const contact = {
  firstName: "Amara",
  lastName: "Okafor",
  email: "amara.okafor@example.org",
  phoneNumber: "",
  message: "Could our ward team trial the cannulation module before we commit?",
};

const postContact = (app: TestApp) =>
  app.request(`${app.config.appUrl}/contact`, {
    method: "POST",
    headers: { Origin: app.config.appUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(contact),
    redirect: "manual",
  });

/** A local port with no SMTP server behind it (one was there a moment ago, so it is free). */
async function closedSmtpPort() {
  const receiver = await startSmtpReceiver();
  await receiver.close();
  return receiver.port;
}

const jobStates = async (app: TestApp) =>
  app.database.db
    .select({ state: jobs.state, retryCount: jobs.retryCount })
    .from(jobs)
    .where(eq(jobs.name, emailQueueName));

describe("when the mail server is down", () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await closedSmtpPort();
    app = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_EMAIL: "team@clinova.example",
      MAIL_RETRY_DELAY_SECONDS: "1",
    });
  });
  afterAll(() => app?.close());

  it("the request succeeds at once, and the email goes out once the server is back", async () => {
    const response = await postContact(app);
    expect(response.status).toBe(302);
    // The worker tried, was refused, and put the message back for a later try.
    await expect
      .poll(() => jobStates(app), { timeout: 15_000, interval: 50 })
      .toEqual([{ state: "retry", retryCount: expect.any(Number) }]);
    expect(await mailQueueDepth(app.database.db)).toEqual({ pending: 1, failed: 0 });

    const smtp = await startSmtpReceiver(port);
    try {
      const [mail] = await smtp.waitFor("team@clinova.example", 1, 30_000);
      expect(mail?.raw).toContain("Subject: Contact form: Amara Okafor");
      await app.mailQueueSettled();
      expect(smtp.received).toHaveLength(1);
      expect(await jobStates(app)).toEqual([
        { state: "completed", retryCount: expect.any(Number) },
      ]);
    } finally {
      await smtp.close();
    }
  });
});

describe("without a mail server configured", () => {
  it("the worker files the email in the outbox that /dev/mailbox lists", async () => {
    const app = await startTestApp({ CONTACT_EMAIL: "team@clinova.example" });
    try {
      expect((await postContact(app)).status).toBe(302);
      await app.mailQueueSettled();
      const kept = await listOutbox(outboxDir(app.config.dataDir));
      expect(kept.map((m) => [m.to, m.subject])).toEqual([
        ["team@clinova.example", "Contact form: Amara Okafor"],
      ]);
    } finally {
      await app.close();
    }
  });
});

// Two instances of the app need a database both can reach: PGlite is embedded in one process
// (and its data directory is locked to one server), so this runs on PostgreSQL only.
describe.skipIf(process.env.TEST_DB_KIND !== "postgres")("two instances on one database", () => {
  it("send every email exactly once between them", async () => {
    const database = await openTestDatabase();
    const smtp = await startSmtpReceiver();
    const logger = createLogger("silent");
    const sentBy = [0, 0];
    const instance = (n: 0 | 1) => {
      const real = createMailer({ smtpUrl: smtp.url, from: "x@y", outboxDir: "/none", logger });
      const counting: Mailer = {
        ...real,
        send: async (message) => {
          await real.send(message);
          sentBy[n]! += 1;
        },
      };
      return startMailQueue({
        database,
        mailer: counting,
        logger,
        retry: { limit: 3, delaySeconds: 1 },
      });
    };
    const queues = [await instance(0), await instance(1)];
    try {
      const addresses = Array.from({ length: 40 }, (_, i) => `learner-${i}@example.org`);
      await Promise.all(
        addresses.map((to, i) =>
          queues[i % 2]!.enqueue({
            to,
            subject: `Number ${i}`,
            text: "Hello",
            html: "<p>Hello</p>",
          }),
        ),
      );
      await expect
        .poll(() => mailQueueDepth(database.db), { timeout: 30_000, interval: 50 })
        .toEqual({ pending: 0, failed: 0 });
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
      expect(sentBy[0]! + sentBy[1]!).toBe(40);
      // Both took their share: the race for each job was real.
      expect(Math.min(...sentBy)).toBeGreaterThan(0);
      const completed = await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.name, emailQueueName), eq(jobs.state, "completed")));
      expect(completed).toHaveLength(40);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await smtp.close();
      await database.close();
    }
  });
});
