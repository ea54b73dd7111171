import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@server/db/schema";
import { jobs } from "@server/mail/job-table";
import { emailQueueName } from "@server/mail/mail-queue";
import { mailQueueDepth } from "@server/mail/mail-queue-depth";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { linksIn, startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let smtpPort: number;
beforeAll(async () => {
  // A port where no mail server answers yet; one is started there later.
  const probe = await startSmtpReceiver();
  await probe.close();
  smtpPort = probe.port;
  // No retries: the first refusal marks an email failed.
  subject = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_LIMIT: "0",
  });
  admin = await signInAdmin(subject, "office@example.org");
});
afterAll(async () => {
  await subject.close();
});

const resetJobId = async () => {
  const [job] = await subject.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, emailQueueName),
        sql`${jobs.data}->>'subject' = 'Reset your Clinova password'`,
      ),
    );
  return job!.id;
};

const retryEntries = (jobId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "email.retry"), eq(auditLog.subjectId, jobId)))
    .orderBy(desc(auditLog.createdAt));

describe("the email queue in the back office", () => {
  it("lists a failed email without its message, and Retry sends it, audited", async () => {
    // A password reset while the mail server is down: the visitor is answered at once.
    const forgot = await httpSession(subject).postForm("/forgot-password", {
      email: "office@example.org",
    });
    expect(await forgot.text()).toContain("Check your email");
    // The admin's confirmation email and the reset both fail.
    await expect
      .poll(() => mailQueueDepth(subject.database.db), { timeout: 15_000, interval: 50 })
      .toEqual({ pending: 0, failed: 2 });

    const page = await admin.request("/admin/email-queue?show=failed&q=reset");
    expect(page.status).toBe(200);
    const whole = await page.text();
    const html = withoutScripts(whole);
    expect(html).toContain("Email queue");
    expect(html).toContain("office@example.org");
    expect(html).toContain("Reset your Clinova password");
    expect(html).not.toContain("Confirm your email for Clinova");
    expect(html).toContain("Failed");
    expect(html).toMatch(/ECONNREFUSED/);
    expect(html).toContain("Failed (2)");
    expect(html).toContain('aria-label="Retry the email to office@example.org"');
    // The reset link is a password: it is not on the page, nor in the page's data.
    expect(whole).not.toMatch(/reset-password|token=/);
    const pageData = await admin.request("/admin/email-queue.data?show=failed");
    expect(await pageData.text()).not.toMatch(/reset-password|token=|If the button does not work/);

    const jobId = await resetJobId();
    const smtp = await startSmtpReceiver(smtpPort);
    try {
      const retried = await admin.postForm("/admin/email-queue?show=failed", {
        intent: "retry",
        jobId,
      });
      expect(retried.status).toBe(302);
      expect(retried.headers.get("location")).toBe("/admin/email-queue?show=failed");
      expect(decodeURIComponent(retried.headers.get("set-cookie") ?? "")).toContain(
        "Email queued again",
      );
      const [mail] = await smtp.waitFor("office@example.org");
      expect(linksIn(mail!).some((link) => link.includes("reset-password"))).toBe(true);
      await subject.mailQueueSettled();
      expect(await mailQueueDepth(subject.database.db)).toEqual({ pending: 0, failed: 1 });

      const [entry, ...more] = await retryEntries(jobId);
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        actor: "office@example.org",
        subjectType: "email",
        summary: "Email to office@example.org queued again: Reset your Clinova password",
        before: { state: "failed", attempts: 1 },
        after: { state: "retry" },
      });
      expect(JSON.stringify(entry)).not.toMatch(/reset-password|token=/);

      // Sent now, so not failed: a second Retry changes nothing and records nothing.
      const again = await admin.postForm("/admin/email-queue", { intent: "retry", jobId });
      expect(again.status).toBe(302);
      expect(decodeURIComponent(again.headers.get("set-cookie") ?? "")).toContain(
        "no longer failed",
      );
      expect(await retryEntries(jobId)).toHaveLength(1);
      await subject.mailQueueSettled();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("refuses a Retry that names no email", async () => {
    const response = await admin.postForm("/admin/email-queue", {
      intent: "retry",
      jobId: "not-an-id",
    });
    expect(response.status).toBe(400);
  });
});
