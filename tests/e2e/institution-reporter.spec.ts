import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { expect } from "@playwright/test";
import { users } from "@server/db/schema";
import { createInstitution } from "../support/institution-fixtures";
import { expectNoAxeViolations, signUp, test } from "./support/learning-app";

// docs/product/institutions.md#roles and #audit-log: a reporter opens the manager area, sees no
// control that changes anything, filters the audit log and downloads it as CSV.
test("a reporter reads the manager area and downloads the audit log", async ({ page, app }) => {
  const email = await signUp(page.request, app);
  const [reporter] = await app.db.select().from(users).where(eq(users.email, email));
  const name = `Rookwood Trust ${randomUUID().slice(0, 6)}`;
  const institution = await createInstitution(app.db, { name, reporters: [reporter!.id] });

  await page.goto(`/manage/${institution.id}/cohorts`);
  await expect(page.getByText("Read-only access")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Cohorts" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create cohort" })).toHaveCount(0);
  await page.goto(`/manage/${institution.id}/learners`);
  await expect(page.getByRole("heading", { level: 1, name: "Learners" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Institution" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // The reporter's own sign-in to the area is the first entry.
  await expect(page.getByRole("cell", { name: "manager.signed-in" })).toBeVisible();
  await page.getByLabel("Action").selectOption("manager.signed-in");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=manager.signed-in/);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download these entries (CSV)" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toContain("When (UK time),Who,Action,What,Address");
  expect(csv).toContain(`${email},manager.signed-in`);
});
