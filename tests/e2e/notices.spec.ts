import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "@playwright/test";
import { openDatabase } from "@server/db/client";
import { users } from "@server/db/schema";
import { createInstitution } from "../support/institution-fixtures";
import { openAccountMenu } from "./support/account-menu";
import { linkInMail } from "./support/mailbox";
import { runRemindersNow } from "./support/run-reminders";
import { expectNoAxeViolations, signUp, test } from "./support/learning-app";

// The reminders' emails go to the SMTP peer beside the app; the job signs their unsubscribe
// links with the app's secret, so the test names it.
const authSecret = randomBytes(32).toString("base64url");
test.use({
  appEnv: { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`, AUTH_SECRET: authSecret },
});

const contractEmails = "notices that your institution's contract is ending";

// docs/product/institutions.md#reminders-and-notices: a training lead whose contract ends in 30
// days gets the reminder as a notice and as an email. The account menu's badge counts the
// unread notice; opening it from /notices marks it read and the badge goes. The email's
// unsubscribe link opens a page that confirms, then turns the email back on. axe on both pages.
test("an unread notice badges the account menu until read; the email's unsubscribe page confirms and resubscribes", async ({
  page,
  app,
}) => {
  const email = await signUp(page.request, app);
  const [lead] = await app.db.select().from(users).where(eq(users.email, email));
  const institution = await createInstitution(app.db, {
    contractEnd: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    managers: [lead!.id],
  });
  const database = openDatabase({ url: app.databaseUrl, onIdleConnectionError: () => {} });
  try {
    await runRemindersNow(database, { appUrl: app.baseURL, authSecret });
  } finally {
    await database.close();
  }

  await page.goto("/dashboard");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Account menu, 1 unread notice" })).toBeVisible();
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Notices, 1 unread notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  await expect(page.getByText("You have 1 unread notice.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Contract ending" }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${institution.id}$`));
  await expect(banner.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();

  const unsubscribe = await linkInMail(email, "/email/unsubscribe?token=");
  await page.goto(unsubscribe);
  await expect(page.getByText(`This link turns off ${contractEmails}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").getByText("You are unsubscribed")).toBeVisible();
  await expect(page.getByText(`You have turned off ${contractEmails}.`)).toBeVisible();
  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByRole("status").getByText("You are subscribed again")).toBeVisible();
  await expect(page.getByText(`This link turns off ${contractEmails}.`)).toBeVisible();
});
