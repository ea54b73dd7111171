import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { certificates, users } from "@server/db/schema";
import {
  awardCertificate,
  engageLessons,
  insertCohort,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  nameManager,
  offerCourses,
  recordResult,
} from "../support/cohort-fixtures";
import { expect } from "@playwright/test";
import { expectNoAxeViolations, signUp, test } from "./support/learning-app";

// docs/product/institutions.md#reporting: a manager opens the overview and reads the completion
// chart and the same figures in its table; axe finds nothing.
test("a manager reads the overview's completion chart and its table", async ({ page, app }) => {
  const tag = randomUUID().slice(0, 6);
  const email = await signUp(page.request, app);
  const [manager] = await app.db.select().from(users).where(eq(users.email, email));
  const institutionId = await insertInstitution(app.db, `Overview Trust ${tag}`);
  await nameManager(app.db, institutionId, manager!.id);
  const course = await insertCourse(app.db, `overview-${tag}`, 1);
  await offerCourses(app.db, institutionId, [course.id]);
  const cohort = await insertCohort(app.db, institutionId, "Ward 3", {
    dueDate: "2026-01-01",
    courseIds: [course.id],
  });
  const [done] = await insertSeatHolders(
    app.db,
    institutionId,
    [
      { firstName: "Done", lastName: tag },
      { firstName: "Late", lastName: tag },
    ],
    cohort,
  );
  await engageLessons(app.db, done!, course, 1);
  await recordResult(app.db, done!, course.id, 90);
  await awardCertificate(
    app.db,
    done!,
    course.id,
    `CLV-${tag.toUpperCase()}-E2E0-E2E0-E2E0`.slice(0, 24),
  );
  await app.db
    .update(certificates)
    .set({ awardedAt: new Date() })
    .where(eq(certificates.userId, done!));

  await page.goto(`/manage/${institutionId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Completion", exact: true }),
  ).toBeVisible();
  const chart = page.getByRole("img", { name: /Completions over the last 12 months/ });
  await expect(chart).toBeVisible();
  const table = page.getByRole("table", { name: "Completion over time, by month" });
  await expect(table.getByRole("row")).toHaveCount(13);
  const thisMonth = new Intl.DateTimeFormat("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date());
  await expect(table.getByRole("row", { name: new RegExp(`${thisMonth} 1 50%`) })).toHaveCount(1);
  await expect(
    page.getByRole("table", { name: "Completion by course" }).getByRole("row", {
      name: new RegExp(`Course overview-${tag} 2 1 50% 1 0 0`),
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
