import { wrongCode } from "../support/two-factor";
import { expect, setUpTwoFactor, signIn, signUpAdmin, test } from "./support/back-office-app";

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
