import { randomInt } from "node:crypto";
import { expect } from "@playwright/test";
import { eq } from "drizzle-orm";
import { admins, users } from "@server/db/schema";
import { expectNoAxeViolations, signUp, test, toast } from "./support/learning-app";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { markTwoFactorPassed } from "../support/two-factor-passed";

// This file's server mails through a port where no SMTP server answers until the test starts
// one, and gives up on a message at its first refusal.
const smtpPort = randomInt(20_000, 40_000);
test.use({ appEnv: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_LIMIT: "0" } });

test("an admin sees a failed email in the queue and retries it once the mail server is back", async ({
  page,
  app,
}) => {
  // Signing up queues a confirmation email, which fails: nothing listens on the SMTP port.
  const email = await signUp(page.request, app);
  const [admin] = await app.db.select().from(users).where(eq(users.email, email));
  await app.db.insert(admins).values({ userId: admin!.id });
  await markTwoFactorPassed(app.db, admin!.id);

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Email queue" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Email queue" })).toBeVisible();
  const failed = page.getByRole("link", { name: "Failed (1)" });
  await expect(async () => {
    await page.reload();
    await expect(failed).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await failed.click();
  const table = page.getByRole("table", { name: /Emails not sent yet/ });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText("Confirm your email for Clinova")).toBeVisible();
  await expect(table.getByText(/ECONNREFUSED/)).toBeVisible();
  await expectNoAxeViolations(page);

  const smtp = await startSmtpReceiver(smtpPort);
  try {
    await page.getByRole("button", { name: `Retry the email to ${email}` }).click();
    await expect(toast(page, "Email queued again")).toBeVisible();
    const [mail] = await smtp.waitFor(email);
    expect(mail?.raw).toContain("Subject: Confirm your email for Clinova");
    await page.reload();
    await expect(page.getByRole("link", { name: "Failed (0)" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await smtp.close();
  }
});
