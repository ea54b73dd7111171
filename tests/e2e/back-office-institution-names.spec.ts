import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { eq } from "drizzle-orm";
import { admins, users } from "@server/db/schema";
import { expectNoAxeViolations, password, signUp, test, toast } from "./support/learning-app";
import { professionalDetails } from "../support/professional-details";
import { markTwoFactorPassed } from "../support/two-factor-passed";

// docs/product/back-office.md#institution-names: a name someone types waits for the back office before the picker offers it.
test("an admin approves an institution name a member typed, and the sign-up picker offers it", async ({
  page,
  browser,
  app,
}) => {
  const name = `Brightwater Simulation Centre ${randomUUID().slice(0, 6)}`;
  const memberContext = await browser.newContext({ baseURL: app.baseURL });
  const signedUp = await memberContext.request.post("/api/auth/sign-up/email", {
    data: {
      email: `nadia-${randomUUID().slice(0, 8)}@example.org`,
      password,
      ...professionalDetails("Nadia Hale"),
      institution: name,
    },
    headers: { origin: app.baseURL },
  });
  expect(signedUp.ok()).toBe(true);
  await memberContext.close();

  const visitorContext = await browser.newContext({ baseURL: app.baseURL });
  const offered = async () => {
    const answer = await visitorContext.request.get(
      `/resources/institutions?q=${encodeURIComponent(name)}`,
    );
    return ((await answer.json()) as { institutions: { name: string }[] }).institutions;
  };
  expect(await offered()).toEqual([]);

  const email = await signUp(page.request, app);
  const [admin] = await app.db.select().from(users).where(eq(users.email, email));
  await app.db.insert(admins).values({ userId: admin!.id });
  await markTwoFactorPassed(app.db, admin!.id);

  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Back office" });
  await nav.getByRole("link", { name: /Institution names/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Institution names" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by name" }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const table = page.getByRole("table", { name: /Institution names waiting/ });
  await expect(table.getByText("Nadia Hale")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Approve “${name}”` }).click();
  await expect(toast(page, "Name approved")).toBeVisible();
  await expect(table.getByText("No name is waiting.")).toBeVisible();

  // A visitor signing up is offered it now.
  const visitor = await visitorContext.newPage();
  await visitor.goto("/signup");
  await visitor.getByLabel("Institution").fill(name.slice(0, 24));
  await expect(visitor.locator(`datalist option[value='${name}']`)).toHaveCount(1);
  await visitorContext.close();
});
