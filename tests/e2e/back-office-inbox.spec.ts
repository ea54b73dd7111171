import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import { admins, auditLog, contactSubmissions, users } from "@server/db/schema";
import { expectNoAxeViolations, signUp, test, toast } from "./support/learning-app";
import { waitForHydration } from "./support/hydration";
import { pdfFile } from "../support/document-fixtures";
import { markTwoFactorPassed } from "../support/two-factor-passed";

const resume = pdfFile("Imani Okafor, staff nurse");

// Résumé links that expire within the journey: this file's server makes them for 5 seconds.
const linkSeconds = 5;
test.use({ appEnv: { RESUME_LINK_SECONDS: String(linkSeconds) } });

async function sendEnquiry(page: Page) {
  await page.goto("/pricing");
  const form = page.getByRole("region", { name: "Clinova for your institution" });
  await form.getByLabel("First name").fill("Harriet");
  await form.getByLabel("Last name").fill("Osei");
  await form.getByLabel("Work email").fill("h.osei@larkmere.example");
  await form.getByLabel("Phone").fill("0113 496 0000");
  await form.getByLabel(/Number of users/).fill("120");
  await form.getByLabel("Obstetric").check();
  await form.getByLabel("Message").fill("We would like a pilot for our second-year midwives.");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Thank you, Harriet. Your enquiry is with our team.")).toBeVisible();
}

async function apply(page: Page) {
  await page.goto("/careers");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Imani");
  await page.getByLabel("Last name").fill("Okafor");
  await page
    .getByLabel("Your CV")
    .setInputFiles({ name: "imani-okafor.pdf", mimeType: "application/pdf", buffer: resume });
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Application submitted successfully!" }),
  ).toBeVisible();
}

const navLink = (page: Page, label: string | RegExp) =>
  page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: label });

test("the inbox: an enquiry moved on with a note, a résumé downloaded, each audited", async ({
  page,
  app,
}) => {
  await sendEnquiry(page);
  await apply(page);
  await app.db.insert(contactSubmissions).values({
    firstName: "Owen",
    lastName: "Price",
    email: "owen@example.org",
    message: "Do you offer group rates for a GP practice?",
  });

  const email = await signUp(page.request, app);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  await app.db.insert(admins).values({ userId: user!.id });
  await markTwoFactorPassed(app.db, user!.id);

  await page.goto("/admin");
  await expect(navLink(page, /^Enquiries\s*1 new$/)).toBeVisible();
  await expect(navLink(page, /^Applications\s*1 new$/)).toBeVisible();
  await expect(navLink(page, /^Messages\s*1 new$/)).toBeVisible();

  await navLink(page, /^Enquiries\s*1 new$/).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  const row = page.getByRole("row", { name: /Harriet Osei/ });
  await expect(row.getByText("Unread")).toBeVisible();

  await row.getByRole("link", { name: /Harriet Osei/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry from Harriet Osei");
  await expect(page.getByText("We would like a pilot for our second-year midwives.")).toBeVisible();

  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(toast(page, "Status saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status: Contacted" })).toBeVisible();

  await page
    .getByLabel("New note")
    .fill("Called Harriet: a demo for the midwifery team on Tuesday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added")).toBeVisible();
  const notes = page.getByRole("list", { name: "Notes, newest first" });
  await expect(notes.getByText("Called Harriet: a demo")).toBeVisible();
  await expect(notes.getByText(email)).toBeVisible();

  await page.getByRole("button", { name: "Mark as read" }).click();
  await expect(toast(page, "Marked as read")).toBeVisible();
  await expect(navLink(page, "Enquiries")).toHaveText("Enquiries");
  await expectNoAxeViolations(page);

  await navLink(page, /^Applications\s*1 new$/).click();
  await page.getByRole("link", { name: /Imani Okafor/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application from Imani Okafor");
  await expect(page.getByText(`The link works for ${linkSeconds} seconds.`)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download résumé" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d+_Imani_Okafor\.pdf$/);
  expect(Buffer.compare(await readFile((await download.path())!), resume)).toBe(0);

  // The same link once its time is up: refused, and no file.
  // Waits until the expiry the server signed into the link (same machine, same clock): timed from
  // the click instead, a slow server made the link late enough for it to still work.
  const token = new URL(download.url()).searchParams.get("token") ?? "";
  const { expiresAt } = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
  expect(expiresAt).toBeGreaterThan(Date.now());
  await page.waitForTimeout(Math.max(0, expiresAt + 500 - Date.now()));
  const late = await page.request.get(download.url());
  expect(late.status()).toBe(410);
  const latePage = await late.text();
  expect(latePage).toContain("This download link has expired");
  expect(latePage).toContain(`Résumé links work for ${linkSeconds} seconds.`);
  expect(latePage).not.toContain("%PDF");

  await navLink(page, /^Messages\s*1 new$/).click();
  await expect(page.getByRole("row", { name: /Owen Price/ })).toBeVisible();

  const entries = await app.db
    .select({
      action: auditLog.action,
      actor: auditLog.actor,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      inArray(auditLog.action, [
        "institution-enquiry.status",
        "institution-enquiry.note",
        "institution-enquiry.mark-read",
        "resume.download",
      ]),
    )
    .orderBy(auditLog.id);
  expect(entries.map((entry) => entry.action)).toEqual([
    "institution-enquiry.status",
    "institution-enquiry.note",
    "institution-enquiry.mark-read",
    "resume.download",
  ]);
  expect(entries.every((entry) => entry.actor === email)).toBe(true);
  expect(entries[0]).toMatchObject({ before: { status: "new" }, after: { status: "contacted" } });
});
