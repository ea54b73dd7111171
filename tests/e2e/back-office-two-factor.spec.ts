import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { institutionAccounts, sessions, users } from "@server/db/schema";
import { professionalDetails } from "../support/professional-details";
import { wrongCode } from "../support/two-factor";
import { expect, setUpTwoFactor, signIn, signUpAdmin, test } from "./support/back-office-app";
import { waitForHydration } from "./support/hydration";

test("an admin granted from the command line is led to set up two-factor authentication, then signs in with a code", async ({
  app,
  page,
}) => {
  const email = await signUpAdmin(page, app);
  await signIn(page, email, "/admin");
  const admin = await setUpTwoFactor(page, email);
  expect(admin.backupCodes).toHaveLength(10);
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office" })).toContainText("Overview");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
  await signIn(page, email, "/admin");
  await expect(page).toHaveURL("/login/two-factor?redirectTo=%2Fadmin");

  await page.getByLabel("6-digit code").fill(await wrongCode(admin.secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();

  await page.getByLabel("6-digit code").fill(await admin.code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/admin/security");
  await expect(page.getByText("You have 10 backup codes left.")).toBeVisible();
});

test("the fixture gives later journeys an admin with two-factor authentication, signed in", async ({
  admin,
  page,
}) => {
  await page.goto("/admin/launch");
  await expect(page.getByRole("heading", { name: "Launch status" })).toBeVisible();
  expect(await admin.code()).toMatch(/^\d{6}$/);
});

test("naming a manager with a code older than 15 minutes asks for a fresh one in the same form, then names them", async ({
  app,
  admin,
  page,
  browser,
}) => {
  // The lead signs up in a browser of their own.
  const leadEmail = `lead-${randomUUID().slice(0, 8)}@fresh-code.example`;
  const leadContext = await browser.newContext({ baseURL: app.baseURL });
  const signedUp = await leadContext.request.post("/api/auth/sign-up/email", {
    data: { email: leadEmail, password: admin.password, ...professionalDetails("Ines Okafor") },
    headers: { origin: app.baseURL },
  });
  expect(signedUp.ok()).toBe(true);
  await leadContext.close();
  const [institution] = await app.db
    .insert(institutionAccounts)
    .values({
      name: `Fresh Code Trust ${randomUUID().slice(0, 6)}`,
      seatCount: 2,
      contractStart: "2026-01-01",
      contractEnd: "2099-12-31",
    })
    .returning({ id: institutionAccounts.id });
  // The admin's session gave its last code 16 minutes ago (the clock is the session's column).
  const [user] = await app.db.select().from(users).where(eq(users.email, admin.email));
  await app.db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date(Date.now() - 16 * 60_000) })
    .where(eq(sessions.userId, user!.id));

  await page.goto(`/admin/institutions/${institution!.id}`);
  await waitForHydration(page);
  await page.getByLabel("Name a manager by email").fill(leadEmail);
  await page.getByRole("button", { name: "Name manager" }).click();
  await expect(page.getByText("This change needs a fresh code")).toBeVisible();
  await expect(page.getByLabel("Name a manager by email")).toHaveValue(leadEmail);

  await page.getByLabel("Code from your authenticator app").fill(await admin.code());
  await page.getByRole("button", { name: "Name manager" }).click();
  await expect(page.getByText(`${leadEmail} now manages this institution.`)).toBeVisible();
  await expect(page.getByLabel("Code from your authenticator app")).toHaveCount(0);
});
