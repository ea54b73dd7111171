import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "@playwright/test";
import { institutionInvitations, users } from "@server/db/schema";
import {
  insertCohort,
  insertCourse,
  insertSeatHolders,
  nameManager,
  offerCourses,
  insertInstitution,
} from "../support/cohort-fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, signUp, test, toast } from "./support/learning-app";

test.use({ appEnv: { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` } });

// docs/product/institutions.md#learners-at-scale: a manager searches the learners, filters
// Overdue, resends the invitation of the one who has not joined (the seat holder skipped, with
// the reason), searches, sorts and filters the cohort's own table, adds a learner to another
// cohort from it, and opens a learner's page.
// A handful of learners: the 2,000 are the bench's.
test("a manager searches, filters overdue, bulk-resends and opens a learner", async ({
  page,
  app,
}) => {
  const lead = await signUp(page.request, app);
  const [leadUser] = await app.db.select().from(users).where(eq(users.email, lead));
  const tag = randomUUID().slice(0, 6);
  const institutionId = await insertInstitution(app.db, `Quayside Trust ${tag}`);
  await nameManager(app.db, institutionId, leadUser!.id);
  const course = await insertCourse(app.db, `hand-hygiene-${tag}`, 2, { withAssessment: false });
  await offerCourses(app.db, institutionId, [course.id]);
  const wards = await insertCohort(app.db, institutionId, "Wards", {
    dueDate: "2020-01-31",
    courseIds: [course.id],
  });
  await insertCohort(app.db, institutionId, "Theatres", { courseIds: [course.id] });
  await insertSeatHolders(
    app.db,
    institutionId,
    [
      { firstName: "Ada", lastName: `Okafor${tag}` },
      { firstName: "Ben", lastName: `Smith${tag}` },
    ],
    wards,
  );
  const invitee = `cy-${tag}@quayside.example`;
  await app.db.insert(institutionInvitations).values({
    institutionId,
    email: invitee,
    cohortId: wards,
    tokenHash: randomUUID().replaceAll("-", "").repeat(2),
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });

  await page.goto(`/manage/${institutionId}/learners`);
  await waitForHydration(page);
  await page.getByLabel("Search by name, email or staff number").fill(`okafor${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  const table = page.getByRole("table", { name: "Learners" });
  await expect(table.getByRole("link", { name: `Ada Okafor${tag}` })).toBeVisible();
  await expect(table.getByText(`Ben Smith${tag}`)).toHaveCount(0);
  expect(page.url()).toContain(`q=okafor${tag}`);

  await page.getByLabel("Search by name, email or staff number").fill("");
  await page.getByLabel("Show").selectOption("overdue");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("3 match.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Select all on this page").check();
  await page.getByLabel("With the learners ticked").selectOption("resend");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("table", { name: "Learners who will change" });
  await expect(preview.getByText(invitee).first()).toBeVisible();
  const skipped = page.getByRole("table", { name: "Learners skipped, and why" });
  await expect(
    skipped.getByText("Holds a seat already: there is no invitation to resend"),
  ).toHaveCount(2);
  await page.getByRole("button", { name: "Confirm: Resend invitation for 1" }).click();
  await expect(toast(page, "Resend invitation: done for 1 learner")).toBeVisible();

  // The cohort's own table: search, sort by a column and filter, all in the address.
  await page.goto(`/manage/${institutionId}/cohorts/${wards}`);
  await waitForHydration(page);
  const progress = page.getByRole("table", { name: /^Wards:/ });
  await page.getByLabel("Search by name, email or staff number").fill(`smith${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 learner matches.")).toBeVisible();
  await expect(progress.getByText(`Ada Okafor${tag}`)).toHaveCount(0);
  expect(page.url()).toContain(`q=smith${tag}`);
  await page.getByLabel("Search by name, email or staff number").fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("2 learners match.")).toBeVisible();
  await progress.getByRole("link", { name: /^Learner/ }).click();
  await expect(progress.getByRole("columnheader", { name: /^Learner/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(progress.getByRole("rowheader").first()).toContainText(`Ben Smith${tag}`);
  await page.getByLabel("Show").selectOption("not-started");
  await page.getByRole("button", { name: "Search" }).click();
  // The count reads "2 learners match." before the filter as after it: wait for the address.
  await expect(page).toHaveURL(/filter=not-started/);
  expect(page.url()).toContain("dir=desc");
  await expect(page.getByText("2 learners match.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A bulk action from the cohort's table: previewed, confirmed, back to the same view.
  await page.getByLabel(`Select Ben Smith${tag}`).check();
  await page.getByLabel("With the learners ticked").selectOption("add");
  await page.getByLabel("Cohort (to move or add to)").selectOption({ label: "Theatres" });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(
    page.getByRole("table", { name: "Learners who will change" }).getByText("Added to Theatres"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm: Add to cohort for 1" }).click();
  await expect(toast(page, "Add to cohort: done for 1 learner")).toBeVisible();
  await expect(page).toHaveURL(/filter=not-started/);

  await page.goto(`/manage/${institutionId}/learners`);
  await expect(page.getByRole("row", { name: new RegExp(`Ben Smith${tag}`) })).toContainText(
    "Theatres, Wards",
  );
  await page.getByRole("link", { name: `Ben Smith${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ben Smith${tag}` })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Their courses' evidence of completion" }),
  ).toContainText("0 of 2");
  await expectNoAxeViolations(page);
});
