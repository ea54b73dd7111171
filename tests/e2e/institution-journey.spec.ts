import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { subscriptions, users } from "@server/db/schema";
import { answerKey, choose } from "./support/assessment-answers";
import { adminPassword, expect, signIn, test as backOffice } from "./support/back-office-app";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, iv, panel, toast } from "./support/learning-app";
import { linksInMail } from "./support/mailbox";
import { startPostgresAppServer } from "../support/postgres-app-server";
import { pngFile } from "../support/picture-fixtures";
import { professionalDetails } from "../support/professional-details";

// The back-office journey's server, with its emails sent to the SMTP peer beside it, which
// files them for linksInMail: the invitation reaches the learner as a link in an email.
const test = backOffice.extend({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const app = await startPostgresAppServer({
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      });
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

// One journey through three browsers and three people: many screens on a shared machine.
test.describe.configure({ timeout: 240_000 });

const course = "Intravenous Cannulation";

// docs/product/institutions.md end to end: the admin sets up the institution, its training lead invites a cohort
// within the seats, a learner joins through the emailed link and studies on the seat, and the
// lead reads that learner's progress on the cohort's page and in its CSV export.
test("an institution from contract to a learner's pass in the cohort's export", async ({
  page,
  browser,
  app,
  // Asked for only to sign the admin in on `page`, with two-factor authentication.
  admin: _admin,
}) => {
  const tag = randomUUID().slice(0, 6);
  const name = `Fernhill Health Board ${tag}`;
  const cohortName = `F1 doctors ${tag}`;
  const leadEmail = `lead-${tag}@fernhill.example`;
  const invitees = ["a", "b", "c", "d"].map((who) => `${who}-${tag}@fernhill.example`);
  const learnerEmail = invitees[0]!;

  // Two accounts that exist already: the training lead, and the learner to be.
  for (const [email, person] of [
    [leadEmail, "Priya Shah"],
    [learnerEmail, "Ife Adeyemi"],
  ] as const) {
    const context = await browser.newContext({ baseURL: app.baseURL });
    const signedUp = await context.request.post("/api/auth/sign-up/email", {
      data: { email, password: adminPassword, ...professionalDetails(person) },
      headers: { origin: app.baseURL },
    });
    expect(signedUp.ok()).toBe(true);
    await context.close();
  }

  // The admin (signed in with two-factor by the fixture): 3 seats opening the IV course.
  await page.goto("/admin/institutions/new");
  await expect(page.getByRole("heading", { level: 1, name: "New institution" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Seat count").fill("3");
  await page.getByLabel("Contract start").fill("2026-01-01");
  await page.getByLabel("Contract end").fill("2099-12-31");
  await page.getByLabel(course, { exact: true }).check();
  await page.getByLabel("Upload a logo").setInputFiles({
    name: "fernhill.png",
    mimeType: "image/png",
    buffer: Buffer.from(pngFile(40, 12)),
  });
  await page.getByRole("button", { name: "Create institution" }).click();
  await expect(toast(page, "Institution created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("0 of 3 seats held")).toBeVisible();
  await page.getByLabel("Name a manager by email").fill(leadEmail);
  await page.getByRole("button", { name: "Name manager" }).click();
  await expect(toast(page, "Manager named")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Managers" }).getByText("Priya Shah"),
  ).toBeVisible();

  // The training lead signs in through the form and opens the institution.
  const leadContext = await browser.newContext({ baseURL: app.baseURL });
  const lead = await leadContext.newPage();
  await signIn(lead, leadEmail, "/manage");
  await expect(lead).toHaveURL(/\/manage\/[^/]+$/);
  await expect(lead.getByText(name)).toBeVisible();
  const institutionPath = new URL(lead.url()).pathname;
  const manager = lead.getByRole("navigation", { name: "Institution" });

  // A cohort, with the IV course assigned.
  await manager.getByRole("link", { name: "Cohorts" }).click();
  await expect(lead.getByRole("heading", { level: 1, name: "Cohorts" })).toBeVisible();
  await waitForHydration(lead);
  await lead.getByLabel("Name", { exact: true }).fill(cohortName);
  await lead.getByRole("button", { name: "Create cohort" }).click();
  await expect(toast(lead, "Cohort created")).toBeVisible();
  await expect(
    lead.getByRole("heading", { level: 1, name: `${cohortName}: settings` }),
  ).toBeVisible();
  await expectNoAxeViolations(lead);
  await lead.getByRole("checkbox", { name: course }).check();
  await lead.getByRole("button", { name: "Save courses" }).click();
  // The box is ticked before the save lands: wait for the answer, or the reload cancels it.
  await expect(toast(lead, "Courses saved")).toBeVisible();
  await lead.reload();
  await expect(lead.getByRole("checkbox", { name: course })).toBeChecked();

  // Four learners for three seats: the fourth is refused in the preview, three are invited.
  await lead.goto(`${institutionPath}/learners/import`);
  await waitForHydration(lead);
  await lead.getByLabel("CSV file").setInputFiles({
    name: "f1-intake.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      ["email,cohort", ...invitees.map((email) => `${email},${cohortName}`)].join("\n"),
    ),
  });
  await lead.getByRole("button", { name: "Preview invitations" }).click();
  const preview = lead.getByRole("table", { name: "What each row of the file will do" });
  await expect(preview.getByText("Will invite")).toHaveCount(3);
  await expect(preview.getByRole("row", { name: new RegExp(invitees[3]!) })).toContainText(
    "Over the seat limit (3 seats left)",
  );
  await expect(preview.getByRole("row", { name: new RegExp(learnerEmail) })).toContainText(
    cohortName,
  );
  await lead.getByRole("button", { name: "Send 3 invitations" }).click();
  await expect(toast(lead, "3 invitations sent")).toBeVisible();

  // The learner opens the emailed link (their second email, after sign-up's confirmation),
  // signs in through the form, and accepts.
  const link = (await linksInMail(learnerEmail, 2)).find((url) => url.includes("/invitations/"));
  expect(link).toBeDefined();
  const learnerContext = await browser.newContext({ baseURL: app.baseURL });
  const learner = await learnerContext.newPage();
  await learner.goto(new URL(link!).pathname);
  await expect(
    learner.getByRole("heading", { name: `${name} invites you to Clinova` }),
  ).toBeVisible();
  await learner.getByRole("link", { name: "Sign in" }).click();
  await learner.getByRole("textbox", { name: "Email" }).fill(learnerEmail);
  await learner.getByLabel("Password", { exact: true }).fill(adminPassword);
  await learner.getByRole("button", { name: "Login" }).click();
  await expect(learner.getByText(`You are signed in as ${learnerEmail}.`)).toBeVisible();
  await learner.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(learner).toHaveURL("/dashboard");
  await expect(toast(learner, `You have joined ${name}`)).toBeVisible();
  await expect(learner.getByRole("banner").getByRole("img", { name })).toBeVisible();

  // No subscription: the seat opens the course. One lesson studied, the assessment passed.
  await learner.getByRole("link", { name: course, exact: true }).click();
  await expect(learner).toHaveURL(iv);
  await learner.getByRole("button", { name: "Start Learning" }).click();
  await expect(learner).toHaveURL(`${iv}/start`);
  await expect(
    learner.getByRole("heading", { level: 1, name: "Indications and complications" }),
  ).toBeVisible();
  await learner.getByRole("button", { name: "Next" }).click();
  await expect(learner).toHaveURL(`${iv}/start/vein-and-cannula-selection`);
  await expect(
    panel(learner).getByRole("link", { name: "Indications and complications (completed)" }),
  ).toBeVisible();
  await expect(panel(learner)).toContainText("1 of 3 lessons complete");
  const [learnerUser] = await app.db.select().from(users).where(eq(users.email, learnerEmail));
  const paid = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, learnerUser!.id));
  expect(paid).toEqual([]);
  await learner.goto(`${iv}/assessment`);
  await expect(learner.getByRole("heading", { level: 1, name: "Assessment 01" })).toBeVisible();
  await waitForHydration(learner);
  const key = await answerKey(learner, app.db);
  for (const [index, letter] of key.entries()) await choose(learner, index + 1, letter);
  await learner.getByRole("button", { name: "Submit Assessment" }).click();
  const result = learner.getByRole("dialog", { name: "Assessment Complete" });
  await expect(result).toContainText("100%");
  await expect(result).toContainText(`${key.length} out of ${key.length} correct`);
  await learnerContext.close();

  // The lead reads the learner's progress, best score and pass on the cohort's page...
  await lead.goto(`${institutionPath}/cohorts`);
  await lead.getByRole("link", { name: cohortName }).click();
  await expect(lead.getByRole("heading", { level: 1, name: cohortName })).toBeVisible();
  const row = lead.getByRole("row", { name: new RegExp(learnerEmail) });
  await expect(row).toContainText("1 of 3 lessons");
  await expect(row).toContainText("Best 100% · Passed");
  // Passed after one lesson of three, nothing studied: not done
  // (docs/product/learning.md#evidence-of-completion).
  await expect(row).toContainText("In progress");
  await expect(row).not.toContainText("Done");
  await expect(lead.getByRole("row", { name: new RegExp(invitees[1]!) })).toHaveCount(0);
  await expectNoAxeViolations(lead);

  // ...and in the cohort's CSV export, downloaded as the lead does.
  const [download] = await Promise.all([
    lead.waitForEvent("download"),
    lead.getByRole("link", { name: "Download the whole cohort as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^f1-doctors-.*-progress-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const rows = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    Learner: "Ife Adeyemi",
    Email: learnerEmail,
    Cohort: cohortName,
    Course: course,
    "Lessons completed": "1",
    "Lessons in course": "3",
    "Best score (%)": "100",
    Passed: "Yes",
  });
  expect(rows[0]!.Status).not.toBe("Passed");
  await leadContext.close();
});
