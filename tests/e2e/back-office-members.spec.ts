import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { admins, users } from "@server/db/schema";
import { expectNoAxeViolations, password, test, toast } from "./support/learning-app";
import { signUpThroughRequest } from "./support/sign-up-through-request";
import type { PostgresAppServer } from "../support/postgres-app-server";
import { markTwoFactorPassed } from "../support/two-factor-passed";

/** Signs `name` up through the API on `request` (its context is then signed in). */
async function signUpAs(request: APIRequestContext, app: PostgresAppServer, name: string) {
  const email = `${name.split(" ")[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`;
  await signUpThroughRequest(request, app.baseURL, { email, password, name });
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  return user!;
}

test("an admin finds a member, opens them and signs them out everywhere", async ({
  page,
  browser,
  app,
}) => {
  const memberContext = await browser.newContext({ baseURL: app.baseURL });
  const memberPage = await memberContext.newPage();
  await signUpAs(memberPage.request, app, "Tomasz Brennan");
  await memberPage.goto("/account");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  // The admin role comes from the command line and two-factor set-up has its own journey.
  const admin = await signUpAs(page.request, app, "Office Admin");
  await app.db.insert(admins).values({ userId: admin.id });
  await markTwoFactorPassed(app.db, admin.id);

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Members" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();

  await page
    .getByLabel("Search by name, email, institution or registration number")
    .fill("brennan");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=brennan/);
  const table = page.getByRole("table", { name: /Members/ });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: "Tomasz Brennan" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Tomasz Brennan" })).toBeVisible();
  await expect(
    page.getByText("Signs the member out on every device at once (1 active)."),
  ).toBeVisible();

  await page.getByRole("button", { name: "End all sessions" }).click();
  await expect(toast(page, "Sessions ended")).toBeVisible();
  await expect(
    page.getByText("Signs the member out on every device at once (0 active)."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await memberPage.goto("/account");
  await expect(memberPage).toHaveURL(/\/login\?redirectTo=/);
  expect(await (await memberPage.request.get("/api/auth/get-session")).json()).toBeNull();
  await memberContext.close();
});
