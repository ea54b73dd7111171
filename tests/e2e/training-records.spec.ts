import { eq } from "drizzle-orm";
import {
  institutionAccounts,
  institutionCourses,
  institutionManagers,
  institutionSeats,
  certificates,
  courses,
  users,
} from "@server/db/schema";
import { expect } from "@playwright/test";
import { expectNoAxeViolations, signUp, test } from "./support/learning-app";
import { waitForHydration } from "./support/hydration";

// docs/product/institutions.md#training-records: a seat holder is told what their institution
// keeps before deleting their account; the manager then finds the record on Training records.
test("a learner who deletes their account leaves a training record the manager can read", async ({
  app,
  browser,
}) => {
  const learnerContext = await browser.newContext({ baseURL: app.baseURL });
  const managerContext = await browser.newContext({ baseURL: app.baseURL });
  const learnerEmail = await signUp(learnerContext.request, app);
  const managerEmail = await signUp(managerContext.request, app);
  const userOf = async (email: string) =>
    (await app.db.select().from(users).where(eq(users.email, email)))[0]!;
  const [learner, manager] = [await userOf(learnerEmail), await userOf(managerEmail)];
  const [course] = await app.db.select().from(courses).limit(1);
  const [institution] = await app.db
    .insert(institutionAccounts)
    .values({
      name: `Kestrel Community Trust ${learner.id.slice(0, 6)}`,
      seatCount: 10,
      contractStart: "2026-01-01",
      contractEnd: "2099-12-31",
    })
    .returning();
  const institutionId = institution!.id;
  await app.db.insert(institutionCourses).values({ institutionId, courseId: course!.id });
  await app.db.insert(institutionManagers).values({ institutionId, userId: manager.id });
  await app.db
    .insert(institutionSeats)
    .values({ institutionId, userId: learner.id, source: "invitation", staffNumber: "KC-77" });
  await app.db.insert(certificates).values({
    number: `CLN-E2E-${learner.id.slice(0, 8)}`,
    userId: learner.id,
    courseId: course!.id,
    holderName: "Priya Shah",
    courseTitle: course!.title,
    cpdMinutes: 60,
    score: 91,
  });

  const page = await learnerContext.newPage();
  await page.goto("/account");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    `Your institution, ${institution!.name}, keeps a record of the training you completed`,
  );
  await expect(dialog).toContainText("for 6 years after you leave");
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/$/);

  const lead = await managerContext.newPage();
  await lead.goto(`/manage/${institutionId}`);
  await lead.getByRole("link", { name: "Training records" }).click();
  await expect(lead.getByRole("heading", { level: 1, name: "Training records" })).toBeVisible();
  const row = lead.getByRole("row", { name: new RegExp(learnerEmail) });
  await expect(row).toContainText("KC-77");
  await expect(row).toContainText("91");
  await expect(row).toContainText("Left Clinova on");
  await expectNoAxeViolations(lead);
  await learnerContext.close();
  await managerContext.close();
});
