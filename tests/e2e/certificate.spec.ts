import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { expect, type Page } from "@playwright/test";
import { asc } from "drizzle-orm";
import { certificates, courses, lessons, modules, users } from "@server/db/schema";
import { readPdf } from "../support/read-pdf";
import { engageLessons, passPractice } from "../support/cohort-fixtures";
import { answerKey, choose } from "./support/assessment-answers";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, iv, panel, signUp, test, toast } from "./support/learning-app";

// The certificate of completion (docs/product/learning.md#certificates), earned, downloaded, scanned and
// checked as a learner and an employer do.
test.describe.configure({ timeout: 120_000 });

// signUp's learner.
const holder = "Priya Shah";

const certificatePanel = (page: Page) =>
  page.getByRole("region", { name: "Certificate of completion" });

test("a Premium learner completes the course, passes, downloads the certificate and its QR code confirms it", async ({
  page,
  app,
  context,
}) => {
  const email = await signUp(page.request, app, "premium");

  await page.goto(iv);
  await expect(certificatePanel(page)).toContainText(
    "5 items of the evidence of completion remain.",
  );
  const checklist = page.getByRole("region", { name: "Evidence of completion" });
  await expect(checklist.getByRole("listitem")).toHaveText([
    /^To do: (Watch the video of|Read) Indications and complications$/,
    /^To do: (Watch the video of|Read) Choosing the vein and the cannula$/,
    /^To do: (Watch the video of|Read) The procedure, aftercare and documentation$/,
    "To do: Pass the assessment",
    "To do: Pass the practice session",
  ]);
  await page.getByRole("button", { name: "Start Learning" }).click();
  await expect(page).toHaveURL(`${iv}/start`);
  await expect(panel(page)).toContainText("0 of 3 lessons complete");

  // Next completes the lesson being left; the last one is completed by opening its VR tab.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(`${iv}/start/vein-and-cannula-selection`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "The procedure, aftercare and documentation" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("tab", { name: "VR" }).click();
  await expect(panel(page)).toContainText("3 of 3 lessons complete");
  await expect(
    panel(page).getByRole("link", {
      name: "The procedure, aftercare and documentation (completed)",
    }),
  ).toBeVisible();

  // Ticks are navigation, not evidence (docs/product/learning.md#evidence-of-completion): the
  // lessons studied and the practice session passed, as the player and the practice session
  // record them (their own journeys are covered in their specs), are written here.
  const [learner] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const lessonRows = await app.db
    .select({ id: lessons.id, courseId: courses.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(courses.slug, "demo-iv-cannulation"))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber));
  const ivCourse = { id: lessonRows[0]!.courseId, lessonIds: lessonRows.map((row) => row.id) };
  await engageLessons(app.db, learner!.id, ivCourse);
  await passPractice(app.db, learner!.id, ivCourse.id, { score: 90 });
  await page.goto(iv);
  await expect(checklist.getByRole("listitem")).toHaveText([
    "Done: Study every lesson (3 of 3)",
    "To do: Pass the assessment",
    "Done: Pass the practice session",
  ]);
  await expectNoAxeViolations(page);

  // Passing is the last step: the certificate is awarded with the result.
  await checklist.getByRole("link", { name: "Pass the assessment" }).click();
  await expect(page).toHaveURL(`${iv}/assessment`);
  // Answers chosen before the page's scripts run can be lost (issue 32 lists it); failed once on
  // CI with no dialog after the submit.
  await waitForHydration(page);
  const key = await answerKey(page, app.db);
  for (const [index, letter] of key.entries()) await choose(page, index + 1, letter);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  const dialog = page.getByRole("dialog", { name: "Assessment Complete" });
  await expect(dialog).toContainText("100%");
  await expect(toast(page, "Certificate earned")).toBeVisible();
  const [stored] = await app.db
    .select({
      number: certificates.number,
      holderName: certificates.holderName,
      courseTitle: certificates.courseTitle,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(users.email, email));
  expect(stored).toMatchObject({ holderName: holder, courseTitle: "Intravenous Cannulation" });
  const number = stored!.number;
  const address = `${app.baseURL}/certificates/${number}`;

  await dialog.getByRole("link", { name: "Return to Module" }).click();
  await expect(page).toHaveURL(iv);
  const certificate = certificatePanel(page);
  await expect(certificate).toContainText(`Certificate number ${number}`);
  await expect(certificate.getByRole("link", { name: address })).toHaveAttribute("href", address);
  await expectNoAxeViolations(page);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await certificate.getByRole("button", { name: "Copy address" }).click();
  await expect(certificate.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const downloading = page.waitForEvent("download");
  await certificate.getByRole("link", { name: "Download certificate (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`demo-iv-cannulation-certificate-${number}.pdf`);
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  for (const text of [holder, "Intravenous Cannulation", "Certificate of Completion", number]) {
    expect(pdf.text).toContain(text);
  }
  const evidence = pdf.text.replace(/\s+/g, " ");
  expect(evidence).toMatch(/Assessment: Passed with 100% on \d{1,2} \w+ \d{4}/);
  expect(evidence).toMatch(/Practice session: Passed with 90 out of 100 on \d{1,2} \w+ \d{4}/);
  expect(evidence).toContain("CPD: 2 hours");
  expect(pdf.qrText).toBe(address);

  // The dashboard's card says so too.
  await page.goto("/dashboard");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Intravenous Cannulation" }) });
  await expect(card).toContainText("Certificate earned");
  await expect(card.getByRole("link", { name: address })).toBeVisible();

  // What an employer's phone opens from the QR code.
  await page.goto(pdf.qrText!);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verified" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${holder} completed Intravenous Cannulation`);
  await expect(page.getByRole("main")).toContainText(number);
  await expect(page.getByRole("main")).toContainText("Passed with 100%");
  await expect(page.getByRole("main")).toContainText("Passed with 90 out of 100");
  await expectNoAxeViolations(page);

  const unknown = await page.goto("/certificates/CLN-0000-0000-0000-0000");
  expect(unknown!.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Certificate not found" }),
  ).toBeVisible();
});

test("a Standard learner is offered Premium, and the PDF is refused", async ({ page, app }) => {
  await signUp(page.request, app, "standard");
  await page.goto(iv);
  const certificate = certificatePanel(page);
  await expect(certificate).toContainText(
    "Premium members who study every lesson, pass the assessment and, where the course has one, the practice session download a certificate",
  );
  await expect(certificate.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(page.getByRole("link", { name: "Download certificate (PDF)" })).toHaveCount(0);

  const refused = await page.request.get(`${iv}/certificate`);
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-type"]).not.toContain("pdf");
});
