import { randomUUID } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import { auditLog, institutionAccounts, institutionManagers, users } from "@server/db/schema";
import { takeSeat } from "@server/institutions/seats";
import { expect, test } from "./support/back-office-app";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, toast } from "./support/learning-app";
import { pngFile } from "../support/picture-fixtures";
import { professionalDetails } from "../support/professional-details";
import { signUpThroughRequest } from "./support/sign-up-through-request";

const premiumCourse = "The Deteriorating Adult: Scenario Bundle";

// docs/product/back-office.md#institution-accounts: an admin, signed in with two-factor authentication, creates an institution with
// three seats (the Premium rule refused once on the way) and names its training lead.
test("an admin creates an institution with 3 seats and names its manager", async ({
  page,
  browser,
  app,
  admin,
}) => {
  const name = `Larkmere Teaching Hospitals ${randomUUID().slice(0, 6)}`;
  const leadEmail = `lead-${randomUUID().slice(0, 8)}@larkmere.example`;
  const leadContext = await browser.newContext({ baseURL: app.baseURL });
  const signedUp = await leadContext.request.post("/api/auth/sign-up/email", {
    data: { email: leadEmail, password: admin.password, ...professionalDetails("Priya Shah") },
    headers: { origin: app.baseURL },
  });
  expect(signedUp.ok()).toBe(true);
  await leadContext.close();

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Institutions" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Institutions" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "New institution" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New institution" })).toBeVisible();
  await waitForHydration(page);

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Seat count").fill("3");
  await page.getByLabel("Contract start").fill("2026-01-01");
  await page.getByLabel("Contract end").fill("2099-12-31");
  await page.getByLabel(premiumCourse).check();
  await page.getByLabel("Email domains").fill("larkmere.example, @Larkmere.ac.uk");
  await page.getByLabel("Upload a logo").setInputFiles({
    name: "larkmere.png",
    mimeType: "image/png",
    buffer: Buffer.from(pngFile(40, 12)),
  });
  await expect(page.getByRole("img", { name: "The chosen logo" })).toBeVisible();
  await page.getByRole("button", { name: "Create institution" }).click();
  await expect(page.getByText("Premium courses open only with Premium seats")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Seat tier").selectOption("premium");
  await page.getByLabel("Upload a logo").setInputFiles({
    name: "larkmere.png",
    mimeType: "image/png",
    buffer: Buffer.from(pngFile(40, 12)),
  });
  await page.getByRole("button", { name: "Create institution" }).click();
  await expect(toast(page, "Institution created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("0 of 3 seats held")).toBeVisible();
  await expect(page.getByRole("img", { name: "The current logo" })).toBeVisible();
  await expect(page.getByLabel(premiumCourse)).toBeChecked();
  await expect(page.getByLabel("Email domains")).toHaveValue("larkmere.example, larkmere.ac.uk");
  await expectNoAxeViolations(page);

  // A manager is named by the email of an existing account; an unknown address is refused.
  const managerField = page.getByLabel("Name a manager by email");
  await managerField.fill("nobody@larkmere.example");
  await page.getByRole("button", { name: "Name manager" }).click();
  await expect(page.getByText("No account uses nobody@larkmere.example.")).toBeVisible();
  await expectNoAxeViolations(page);
  await managerField.fill(leadEmail);
  await page.getByRole("button", { name: "Name manager" }).click();
  await expect(toast(page, "Manager named")).toBeVisible();
  const managers = page.getByRole("region", { name: "Managers" });
  await expect(managers.getByText("Priya Shah")).toBeVisible();
  await expect(managerField).toHaveValue("");
  await expectNoAxeViolations(page);

  const [institution] = await app.db
    .select()
    .from(institutionAccounts)
    .where(eq(institutionAccounts.name, name));
  expect(institution).toMatchObject({ seatCount: 3, tier: "premium" });
  const [lead] = await app.db.select().from(users).where(eq(users.email, leadEmail));
  const named = await app.db
    .select()
    .from(institutionManagers)
    .where(
      and(
        eq(institutionManagers.institutionId, institution!.id),
        eq(institutionManagers.userId, lead!.id),
      ),
    );
  expect(named).toHaveLength(1);
  const entries = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      or(eq(auditLog.subjectId, institution!.id), eq(auditLog.institutionId, institution!.id)),
    );
  expect(entries.map((entry) => entry.action).sort()).toEqual([
    "institution.create",
    "manager.named",
  ]);

  // A learner who takes a seat sees the institution's logo beside ours in the header.
  const learnerEmail = `trainee-${randomUUID().slice(0, 8)}@larkmere.example`;
  const learnerContext = await browser.newContext({ baseURL: app.baseURL });
  const learnerPage = await learnerContext.newPage();
  await signUpThroughRequest(learnerPage.request, app.baseURL, {
    email: learnerEmail,
    password: admin.password,
    name: "Tom Okoro",
  });
  const [learner] = await app.db.select().from(users).where(eq(users.email, learnerEmail));
  const seat = await takeSeat(app.db, {
    institutionId: institution!.id,
    userId: learner!.id,
    email: learnerEmail,
    source: "invitation",
  });
  expect(seat.ok).toBe(true);
  await learnerPage.goto("/dashboard");
  const banner = learnerPage.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Clinova home" })).toBeVisible();
  await expect(banner.getByRole("img", { name })).toBeVisible();
  await expectNoAxeViolations(learnerPage);
  await learnerContext.close();

  await page.getByRole("link", { name: "All institutions" }).click();
  await page.getByLabel("Search by name").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page
    .getByRole("table", { name: /Institutions/ })
    .getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("1 of 3");
  await expect(row).toContainText("Premium");
  await expectNoAxeViolations(page);
});
