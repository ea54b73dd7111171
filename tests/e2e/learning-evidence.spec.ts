import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { readPdf } from "../support/read-pdf";
import { answerKey, choose, wrongLetter } from "./support/assessment-answers";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, iv, signUp, test, toast } from "./support/learning-app";
import {
  escapeRegExp,
  initiatePractice,
  openVrTab,
  procedureWithTwoErrors,
} from "./support/practice-procedure";

// Evidence of completion (docs/product/learning.md#evidence-of-completion), earned the honest
// way in the browser: every video watched, the practice session passed, the assessment failed
// once (what to revise, never the key) then passed, and a certificate that lists its evidence.
test.describe.configure({ timeout: 240_000 });

const lessons = [
  "indications-and-complications",
  "vein-and-cannula-selection",
  "procedure-aftercare-and-documentation",
];

const checklist = (page: Page) => page.getByRole("region", { name: "Evidence of completion" });

/** Plays the lesson's video through, muted, as a learner watching it would, in real time. */
async function watchVideo(page: Page, lesson: string) {
  await page.goto(`${iv}/start/${lesson}`);
  await waitForHydration(page);
  // The lesson's first report starts the server's clock for it.
  await page.waitForLoadState("networkidle");
  const video = page.locator("video");
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    await element.play();
    await new Promise((resolve) => element.addEventListener("ended", resolve, { once: true }));
  });
  await expect(page.getByTestId("engagement")).toContainText("Studied", { timeout: 20_000 });
}

/** One press in the practice session's list mode, waited for until it is logged. */
async function act(page: Page, object: string, label: string, step: number) {
  await page
    .getByRole("region", { name: new RegExp(`^${escapeRegExp(object)}`) })
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}`) })
    .click();
  await expect(page.getByRole("region", { name: "Done so far" }).getByRole("listitem")).toHaveCount(
    step,
  );
}

test("a learner watches, practises, fails once, passes and downloads a certificate that lists the evidence", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "premium");

  // The course page says everything that remains, each item linked.
  await page.goto(iv);
  await expect(checklist(page).getByRole("listitem")).toHaveText([
    "To do: Watch the video of Indications and complications",
    "To do: Watch the video of Choosing the vein and the cannula",
    "To do: Watch the video of The procedure, aftercare and documentation",
    "To do: Pass the assessment",
    "To do: Pass the practice session",
  ]);
  await expectNoAxeViolations(page);

  for (const lesson of lessons) await watchVideo(page, lesson);
  await expectNoAxeViolations(page);
  await page.goto(iv);
  await expect(checklist(page).getByRole("listitem")).toHaveText([
    "Done: Study every lesson (3 of 3)",
    "To do: Pass the assessment",
    "To do: Pass the practice session",
  ]);

  // The practice session, in list mode, passed with two errors that cost 25 points.
  await openVrTab(page);
  await initiatePractice(page);
  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page.getByRole("heading", { name: "What will you do next?" })).toBeVisible();
  for (const [index, [object, label]] of procedureWithTwoErrors.entries()) {
    await act(page, object, label, index + 1);
  }
  await page.getByRole("button", { name: "Finish and see your debrief" }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}\/debrief$/);
  await expect(page.getByText("75 out of 100")).toBeVisible();
  await expect(page.getByText("Session passed")).toBeVisible();
  await expectNoAxeViolations(page);

  // A failed attempt shows what to revise and where, never the right answers.
  await page.goto(iv);
  await checklist(page).getByRole("link", { name: "Pass the assessment" }).click();
  await expect(page).toHaveURL(`${iv}/assessment`);
  const firstDraw = await answerKey(page, app.db);
  for (const [index, letter] of firstDraw.entries())
    await choose(page, index + 1, wrongLetter(letter));
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  const failed = page.getByRole("dialog", { name: "Assessment Complete" });
  await expect(failed).toContainText(`0 out of ${firstDraw.length} correct`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "What to revise" })).toBeVisible();
  const revise = page.getByRole("link", { name: /^Revise: / });
  await expect(revise).toHaveCount(firstDraw.length);
  await expect(revise.first()).toHaveAttribute(
    "href",
    new RegExp(`^${iv}/start/[0-9a-f-]{36}#[a-z0-9-]+$`),
  );
  await expect(page.getByText(/Correct answer: /)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The retake is a new draw; passing it is the last piece of evidence.
  await page.getByRole("link", { name: "Retake Assessment" }).first().click();
  await expect(page).toHaveURL(`${iv}/assessment`);
  const secondDraw = await answerKey(page, app.db);
  for (const [index, letter] of secondDraw.entries()) await choose(page, index + 1, letter);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page.getByRole("dialog", { name: "Assessment Complete" })).toContainText("100%");
  await expect(toast(page, "Certificate earned")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(iv);
  await expect(checklist(page)).toContainText("Evidence of completion: complete");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download certificate (PDF)" }).click();
  const download = await downloading;
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  const text = pdf.text.replace(/\s+/g, " ");
  expect(text).toMatch(/Assessment: Passed with 100% on \d{1,2} \w+ \d{4}/);
  expect(text).toMatch(/Practice session: Passed with 75 out of 100 on \d{1,2} \w+ \d{4}/);
  expect(text).toMatch(/Active time measured: \d+ min/);
  expect(text).toContain("CPD: 2 hours");
});
