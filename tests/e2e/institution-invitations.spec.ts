import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "@playwright/test";
import { courses, institutionInvitations, users } from "@server/db/schema";
import { createInstitution } from "../support/institution-fixtures";
import { signUpThroughRequest } from "./support/sign-up-through-request";
import { linksInMail } from "./support/mailbox";
import { waitForHydration } from "./support/hydration";
import { openAccountMenu } from "./support/account-menu";
import { expectNoAxeViolations, iv, password, signUp, test, toast } from "./support/learning-app";

// The invitation emails go to the SMTP peer beside the app, which files them for linksInMail.
test.use({ appEnv: { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` } });

// docs/product/institutions.md#inviting-from-a-csv-file: a training lead with 3 seats uploads a CSV of 4 learners, sees the fourth refused
// in the preview, sends the other three; one of them accepts through the emailed link.
test("a manager invites by CSV within the seats, and a learner accepts", async ({
  page,
  browser,
  app,
}) => {
  const lead = await signUp(page.request, app);
  const [leadUser] = await app.db.select().from(users).where(eq(users.email, lead));
  const [course] = await app.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, iv.split("/")[2]!));
  const name = `Harrowgate Trust ${randomUUID().slice(0, 6)}`;
  const institution = await createInstitution(app.db, {
    name,
    seatCount: 3,
    managers: [leadUser!.id],
    courseIds: [course!.id],
  });
  const tag = randomUUID().slice(0, 6);
  const invitees = ["a", "b", "c", "d"].map((who) => `${who}-${tag}@harrowgate.example`);

  await page.goto("/dashboard");
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Institution" }).click();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole("navigation", { name: "Institution" })
    .getByRole("link", { name: "Learners" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Learners" })).toBeVisible();
  await page.getByRole("link", { name: "Invite many from a CSV file" }).click();
  await waitForHydration(page);
  await page.getByLabel("CSV file").setInputFiles({
    name: "intake.csv",
    mimeType: "text/csv",
    // The first row carries a name and a staff number, under headings as HR writes them.
    buffer: Buffer.from(
      [
        "Email,First_Name,Surname,Staff No.",
        `${invitees[0]},Ife,Adeyemi,100234`,
        ...invitees.slice(1).map((email) => `${email},,,`),
      ].join("\n"),
    ),
  });
  await page.getByRole("button", { name: "Preview invitations" }).click();
  const preview = page.getByRole("table", { name: "What each row of the file will do" });
  await expect(preview.getByText("Will invite")).toHaveCount(3);
  await expect(preview.getByRole("row", { name: new RegExp(invitees[0]!) })).toContainText(
    "Ife Adeyemi",
  );
  await expect(preview.getByRole("row", { name: new RegExp(invitees[3]!) })).toContainText(
    "Over the seat limit (3 seats left)",
  );
  await expectNoAxeViolations(page);
  // Nothing is sent before the confirmation.
  const sentBefore = await app.db
    .select()
    .from(institutionInvitations)
    .where(eq(institutionInvitations.institutionId, institution.id));
  expect(sentBefore).toEqual([]);
  await page.getByRole("button", { name: "Send 3 invitations" }).click();
  await expect(toast(page, "3 invitations sent")).toBeVisible();
  const waiting = page.getByRole("table", { name: "Invitations waiting to be accepted" });
  for (const email of invitees.slice(0, 3)) await expect(waiting.getByText(email)).toBeVisible();
  await expect(waiting.getByText(invitees[3]!)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The first invitee opens the link signed out, signs up there, and accepts.
  const link = (await linksInMail(invitees[0]!)).find((url) => url.includes("/invitations/"));
  expect(link).toBeDefined();
  const learnerContext = await browser.newContext({ baseURL: app.baseURL });
  const learner = await learnerContext.newPage();
  await learner.goto(new URL(link!).pathname);
  await expect(
    learner.getByRole("heading", { name: `${name} invites you to Clinova` }),
  ).toBeVisible();
  await expectNoAxeViolations(learner);
  // Sign-up is filled in from the invitation, its address read-only.
  await learner.getByRole("link", { name: "Sign up", exact: true }).click();
  await expect(learner.getByLabel("Email")).toHaveValue(invitees[0]!);
  await expect(learner.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(learner.getByLabel("First name")).toHaveValue("Ife");
  await expect(learner.getByLabel("Surname")).toHaveValue("Adeyemi");
  await expectNoAxeViolations(learner);
  await learner.goBack();
  await signUpThroughRequest(learner.request, app.baseURL, {
    email: invitees[0]!,
    password,
    name: "Ife Adeyemi",
  });
  await learner.reload();
  await expect(learner.getByText(`You are signed in as ${invitees[0]}.`)).toBeVisible();
  await learner.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(learner).toHaveURL("/dashboard");
  await expect(toast(learner, `You have joined ${name}`)).toBeVisible();
  // A seat holder is not asked to choose a plan for the courses the seat opens.
  await expect(learner.getByRole("heading", { name: "Modules" })).toBeVisible();
  await expect(learner.getByText("Choose a plan")).toHaveCount(0);
  await expectNoAxeViolations(learner);
  await learnerContext.close();

  await page.reload();
  const holders = page.getByRole("table", { name: "Learners" });
  await expect(holders.getByText(invitees[0]!)).toBeVisible();
  await expect(page.getByText("1 of 3")).toBeVisible();
});
