import { readFile } from "node:fs/promises";
import { asc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { expect, type Locator, type Page } from "@playwright/test";
import { certificates, courses, lessons, modules, users } from "@server/db/schema";
import { readPdf } from "../support/read-pdf";
import { engageLessons, passPractice } from "../support/cohort-fixtures";
import { rightAnswersToOpenDraw } from "./support/assessment-answers";
import { openAccountMenu } from "./support/account-menu";
import { expectNoAxeViolations, iv, signUp, test, toast } from "./support/learning-app";

// The learning record for revalidation (docs/product/learning.md#learning-record), as a Premium learner
// keeps it: a finished course with its certificate, a reflection, CPD done elsewhere, the
// CSV and PDF for the portfolio. One long journey: four axe scans, two downloads, a PDF read.
test.describe.configure({ timeout: 180_000 });

type Db = Parameters<Parameters<typeof test>[2]>[0]["app"]["db"];

// signUp's learner.
const holder = "Priya Shah";
const course = "Intravenous Cannulation";

/** The course's lessons, in order. */
async function courseLessons(db: Db) {
  const lessonRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(courses.slug, "demo-iv-cannulation"))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber));
  return lessonRows.map((row) => row.id);
}

const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const periodRegion = (page: Page) => page.getByRole("region", { name: "Period" });
/** The value of one of the totals ("Total", "Participatory", …). */
const total = (page: Page, label: string) =>
  periodRegion(page)
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
async function expectTotals(
  page: Page,
  expected: { total: string; participatory: string; nonParticipatory: string; reflections: string },
) {
  await expect(total(page, "Total")).toHaveText(expected.total);
  await expect(total(page, "Participatory")).toHaveText(expected.participatory);
  await expect(total(page, "Non-participatory")).toHaveText(expected.nonParticipatory);
  await expect(total(page, "Reflective accounts")).toHaveText(expected.reflections);
}

const entry = (page: Page, title: string) => page.getByRole("article", { name: title });
/** A field in `scope` by the start of its label: optional fields' names end in "(optional)". */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[?()]/g, "\\$&")}`));

async function download(page: Page, link: string) {
  const downloading = page.waitForEvent("download");
  await periodRegion(page).getByRole("link", { name: link }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test("a Premium learner keeps a learning record: reflection, CPD elsewhere, CSV and PDF", async ({
  page,
  app,
}) => {
  const email = await signUp(page.request, app, "premium");

  // The course done and passed, as the player and the assessment post them (their own journeys
  // are covered in learning.spec.ts and certificate.spec.ts), with the page's session cookie.
  const lessonIds = await courseLessons(app.db);
  expect(lessonIds).toHaveLength(3);
  const headers = { origin: app.baseURL };
  for (const lessonId of lessonIds) {
    const completed = await page.request.post(`${iv}/start/${lessonId}`, {
      form: { intent: "complete" },
      headers,
    });
    expect(completed.ok()).toBe(true);
  }
  // Ticks are not evidence (docs/product/learning.md#evidence-of-completion): the lessons
  // studied and a practice session passed, as the player and the session record them. The
  // session is dated four years ago, outside the record's period, so it adds no entry here.
  const [learner] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [ivCourse] = await app.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "demo-iv-cannulation"));
  await engageLessons(app.db, learner!.id, { id: ivCourse!.id, lessonIds });
  await passPractice(app.db, learner!.id, ivCourse!.id, {
    at: new Date(Date.now() - 4 * 365 * 86_400_000),
  });
  expect((await page.request.get(`${iv}/assessment`)).ok()).toBe(true);
  const answers = await rightAnswersToOpenDraw(app.db, email, "demo-iv-cannulation");
  const passed = await page.request.post(`${iv}/assessment`, { form: answers, headers });
  expect(passed.ok()).toBe(true);
  expect(new URL(passed.url()).searchParams.get("result")).toBeTruthy();
  const [certificate] = await app.db
    .select({ number: certificates.number })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(users.email, email));
  const number = certificate!.number;

  // From the account menu of the site header.
  await page.goto("/dashboard");
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Learning record" }).click();
  await expect(page).toHaveURL("/account/learning-record");
  await expect(page.getByRole("heading", { level: 1, name: "Learning record" })).toBeVisible();
  await expect(page).toHaveTitle(/Learning record/);

  const ivEntry = entry(page, course);
  await expect(ivEntry).toContainText("E-learning course");
  await expect(ivEntry).toContainText("2 hours");
  await expect(ivEntry.locator("[data-slot=badge]")).toHaveText([
    "Non-participatory",
    "Clinova course",
  ]);
  await expect(ivEntry).toContainText(
    "Evidence of completion: every lesson studied (2 hours); assessment passed with 100%; practice session passed with 88 out of 100",
  );
  // 3 lessons × 150 s of reading and a 5-minute session.
  await expect(ivEntry).toContainText("Active time measured: 13 min");
  await expect(ivEntry).toContainText(`Certificate ${number}`);
  const address = `${app.baseURL}/certificates/${number}`;
  await expect(ivEntry.getByRole("link", { name: address })).toHaveAttribute("href", address);
  await expect(page.getByRole("heading", { level: 2, name: "Entries (1)" })).toBeVisible();
  await expectTotals(page, {
    total: "2 hours",
    participatory: "0 hours",
    nonParticipatory: "2 hours",
    reflections: "0",
  });
  await expectNoAxeViolations(page);

  // A reflection on the course, written with the keyboard alone.
  const reflection = {
    learned: "The VIP score, and when a cannula has to come out",
    practice: "I score every cannula at each shift handover",
    standards: "NMC Code: Preserve safety",
  };
  const addReflection = ivEntry.getByText("Add a reflection");
  await addReflection.focus();
  await page.keyboard.press("Enter");
  const learned = field(ivEntry, "What did you learn?");
  await expect(learned).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(learned).toBeFocused();
  await page.keyboard.type(reflection.learned);
  await page.keyboard.press("Tab");
  await expect(
    field(ivEntry, "How has it changed, or will it change, your practice?"),
  ).toBeFocused();
  await page.keyboard.type(reflection.practice);
  await page.keyboard.press("Tab");
  const standards = field(ivEntry, "Which of your regulator's standards does it relate to?");
  await expect(standards).toBeFocused();
  await page.keyboard.type(reflection.standards);
  await page.keyboard.press("Tab");
  await expect(ivEntry.getByRole("button", { name: "Save reflection" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Reflection saved")).toBeVisible();
  for (const text of Object.values(reflection)) {
    await expect(ivEntry.getByRole("definition").filter({ hasText: text })).toBeVisible();
  }
  await expect(ivEntry.getByText("Edit your reflection")).toBeVisible();
  await expect(total(page, "Reflective accounts")).toHaveText("1");

  // CPD done elsewhere: refused first (no title, a date to come), keeping what was typed.
  const adding = page.getByRole("region", { name: "Add CPD done elsewhere" });
  const activity = {
    title: "Trust sepsis simulation day",
    type: "Simulation or skills training",
    date: isoDaysAgo(30),
    hours: "3.5",
    covered: "Recognising sepsis; the Sepsis Six",
  };
  await adding.getByRole("combobox", { name: "Type of activity" }).selectOption(activity.type);
  await field(adding, "Date").fill("2999-01-01");
  await field(adding, "Hours").fill(activity.hours);
  await adding.getByRole("checkbox", { name: "Participatory" }).check();
  await field(adding, "What it covered").fill(activity.covered);
  await adding.getByRole("button", { name: "Add to my record" }).click();

  const title = field(adding, "Title");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Give the activity a title.");
  await expect(field(adding, "Date")).toHaveAccessibleDescription(
    "The date cannot be in the future.",
  );
  await expect(adding).toContainText("Give the activity a title.");
  await expect(adding).toContainText("The date cannot be in the future.");
  await expect(adding.getByRole("combobox", { name: "Type of activity" })).toHaveValue(
    activity.type,
  );
  await expect(field(adding, "Date")).toHaveValue("2999-01-01");
  await expect(field(adding, "Hours")).toHaveValue(activity.hours);
  await expect(adding.getByRole("checkbox", { name: "Participatory" })).toBeChecked();
  await expect(field(adding, "What it covered")).toHaveValue(activity.covered);
  await expect(field(adding, "Hours")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Entries (1)" })).toBeVisible();
  await expectNoAxeViolations(page);

  await title.fill(activity.title);
  await field(adding, "Date").fill(activity.date);
  await adding.getByRole("button", { name: "Add to my record" }).click();
  await expect(toast(page, "Activity added to your record")).toBeVisible();
  const external = entry(page, activity.title);
  await expect(external).toContainText(activity.type);
  await expect(external).toContainText("3.5 hours");
  await expect(external).toContainText(activity.covered);
  await expect(external.locator("[data-slot=badge]")).toHaveText("Participatory");
  await expect(page.getByRole("heading", { level: 2, name: "Entries (2)" })).toBeVisible();
  await expectTotals(page, {
    total: "5.5 hours",
    participatory: "3.5 hours",
    nonParticipatory: "2 hours",
    reflections: "1",
  });
  // The form is empty again for the next one.
  await expect(field(adding, "Title")).toHaveValue("");
  await expect(field(adding, "Title")).not.toHaveAttribute("aria-invalid", "true");

  // The CSV, as a spreadsheet reads it.
  const csv = await download(page, "Download CSV");
  expect(csv.name).toMatch(/^learning-record-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = Papa.parse<string[]>(csv.bytes.toString("utf8").replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  const header = rows[0]!;
  expect(header).toContain("What I learned");
  const cell = (row: string[], column: string) => row[header.indexOf(column)];
  const ivRow = rows.find((row) => cell(row, "Title") === course)!;
  expect(cell(ivRow, "Hours")).toBe("2");
  expect(cell(ivRow, "Participatory")).toBe("No");
  expect(cell(ivRow, "Certificate number")).toBe(number);
  expect(cell(ivRow, "What I learned")).toBe(reflection.learned);
  expect(cell(ivRow, "How it changes my practice")).toBe(reflection.practice);
  expect(cell(ivRow, "Standards it relates to")).toBe(reflection.standards);
  const externalRow = rows.find((row) => cell(row, "Title") === activity.title)!;
  expect(cell(externalRow, "Date")).toBe(activity.date);
  expect(cell(externalRow, "Hours")).toBe("3.5");
  expect(cell(externalRow, "Participatory")).toBe("Yes");
  expect(rows).toContainEqual(["Total hours", "5.5"]);
  expect(rows).toContainEqual(["Participatory hours", "3.5"]);
  expect(rows).toContainEqual(["Non-participatory hours", "2"]);
  expect(rows).toContainEqual(["Reflective accounts", "1"]);

  // The PDF for the appraiser.
  const pdfFile = await download(page, "Download PDF");
  expect(pdfFile.name).toMatch(/^learning-record-.*\.pdf$/);
  const { text } = await readPdf(new Uint8Array(pdfFile.bytes));
  for (const expected of [
    "Learning record",
    holder,
    "Total: 5.5 hours",
    "Participatory: 3.5 hours",
    course,
    activity.title,
    reflection.learned,
  ]) {
    expect(text).toContain(expected);
  }

  // Changed, then removed.
  await external.getByText("Edit this activity").click();
  const renamed = "Sepsis simulation day";
  await field(external, "Title").fill(renamed);
  await external.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Activity updated")).toBeVisible();
  const changed = entry(page, renamed);
  await expect(changed).toContainText("3.5 hours");
  await expect(entry(page, activity.title)).toHaveCount(0);

  await changed.getByRole("button", { name: /^Remove from my record/ }).click();
  await expect(toast(page, "Activity removed from your record")).toBeVisible();
  await expect(entry(page, renamed)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Entries (1)" })).toBeVisible();
  await expectTotals(page, {
    total: "2 hours",
    participatory: "0 hours",
    nonParticipatory: "2 hours",
    reflections: "1",
  });
});
