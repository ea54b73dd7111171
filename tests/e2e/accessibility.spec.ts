import { expect, type Page } from "@playwright/test";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import {
  auditLog,
  blogArticles,
  careerApplications,
  certificates,
  contactSubmissions,
  courses,
  institutionEnquiries,
  institutionInvitations,
  lessons,
  modules,
  users,
} from "@server/db/schema";
import { newInvitationToken } from "@server/institutions/invitation-token";
import { newCertificateNumber } from "@server/learning/certificates/new-certificate-number";
import { finishAttempt, recordAction, startAttempt } from "@server/practice/attempts";
import { describeViolations, loadedAxe, settledAxe } from "./support/axe";
import { answerKey, choose } from "./support/assessment-answers";
import { signIn, signUpAdmin, setUpTwoFactor } from "./support/back-office-app";
import { waitForHydration } from "./support/hydration";
import { openAccountMenu } from "./support/account-menu";
import { iv, signUp, test } from "./support/learning-app";
import {
  matchesPattern,
  staleDeclarations,
  undeclaredRoutes,
  visitsFor,
  type Audience,
  type SweepData,
} from "./support/route-sweep";
import type { PostgresAppServer } from "../support/postgres-app-server";
import { insertCohort, insertSeatHolders, recordResult } from "../support/cohort-fixtures";
import { createInstitution } from "../support/institution-fixtures";
import { wrongCode } from "../support/two-factor";

// Decision 0032: axe (WCAG 2.0–2.2, A and AA) on every route of app/routes.ts, signed out, as a
// subscribed learner and as an admin with two-factor authentication; each distinct page once
// per person, in one page reused from route to route. Key states (dialogs, menus, validation
// errors, toasts) have their own tests below.
test.describe.configure({ timeout: 240_000 });

test("every page route of the route table is swept, or declared with how to reach it", () => {
  expect(undeclaredRoutes(), "routes with parameters need a declaration").toEqual([]);
  expect(staleDeclarations(), "declarations of routes that are gone").toEqual([]);
});

/** The demo course, its second lesson, an article and a certificate owned by `userId`. */
async function sweepData(app: PostgresAppServer, userId: string): Promise<SweepData> {
  const [course] = await app.db
    .select()
    .from(courses)
    .where(eq(courses.slug, iv.split("/")[2]!));
  const [article] = await app.db
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(and(isNotNull(blogArticles.publishedAt), eq(blogArticles.isFeatured, true)))
    .limit(1);
  const number = newCertificateNumber();
  await app.db.insert(certificates).values({
    number,
    userId,
    courseId: course!.id,
    holderName: "Priya Shah",
    courseTitle: course!.title,
    cpdMinutes: 90,
    score: 100,
  });
  const invitingInstitution = await createInstitution(app.db, { name: `Inviting Trust ${number}` });
  const { token, tokenHash } = newInvitationToken();
  await app.db.insert(institutionInvitations).values({
    institutionId: invitingInstitution.id,
    email: `invited-${number.toLowerCase()}@example.org`,
    tokenHash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return {
    invitation: token,
    courses: [course!.slug, "deteriorating-patient-bundle"],
    lesson: "vein-and-cannula-selection",
    article: article!.slug,
    certificate: number,
    practice: await practiceAttempts(app, userId, course!.id),
  };
}

/** A running practice session with two steps taken, and a finished one with an error in it. */
async function practiceAttempts(app: PostgresAppServer, userId: string, courseId: string) {
  const play = async (actions: string[]) => {
    const attemptId = (await startAttempt(app.db, { userId, courseId }))!;
    for (const actionId of actions) await recordAction(app.db, { userId, attemptId, actionId });
    return attemptId;
  };
  const running = await play(["check-identity", "gain-consent"]);
  const finished = await play(["check-identity", "hand-hygiene", "apply-tourniquet"]);
  await finishAttempt(app.db, { userId, attemptId: finished });
  return { running, finished };
}

/** A sweep's part: the sweeps of the larger audiences run in parts, each a test of its own. */
type Part = { index: number; of: number };
const whole: Part = { index: 0, of: 1 };

/** The `part.index`-th of `part.of` runs of consecutive visits, so a route's variants stay together. */
function partOf<T>(visits: T[], part: Part) {
  const size = Math.ceil(visits.length / part.of);
  return visits.slice(part.index * size, (part.index + 1) * size);
}

/**
 * Visits every route `audience` may see (in `part` of the list), scanning each page it lands on
 * once. Collects every violation and every unexpected landing, then fails with all of them at once.
 */
async function sweep(page: Page, audience: Audience, data: SweepData, part = whole) {
  const problems: string[] = [];
  const scanned = new Set<string>();
  for (const visit of partOf(visitsFor(audience, data), part)) {
    await page.goto(visit.url);
    if (visit.forwardsTo) await page.waitForURL(visit.forwardsTo);
    const landed = new URL(page.url());
    const expected = visit.forwardsTo ?? visit.route.pattern;
    if (!matchesPattern(landed.pathname, expected)) {
      problems.push(
        `${visit.url} (${visit.route.pattern}) as ${audience} landed on ${landed.pathname}: declare who can visit it`,
      );
      continue;
    }
    const key = landed.pathname + landed.search;
    if (scanned.has(key)) continue;
    scanned.add(key);
    // The first visit to a lesson enrols the learner and says so in a toast that fades in late.
    const mayToast = visit.forwardsTo || /\/start(\/|$)/.test(landed.pathname);
    const results = mayToast ? await settledAxe(page) : await loadedAxe(page);
    problems.push(...describeViolations(results, `${visit.url} as ${audience}`));
  }
  expect(problems).toEqual([]);
  test.info().annotations.push({ type: "pages scanned", description: String(scanned.size) });
  console.log(`${audience}: ${scanned.size} pages scanned`);
  return scanned;
}

// In parts, so each has a budget of its own and the two workers share them: one sweep of some
// 40 pages ran past 240 s on CI's loaded cores.
const sweepParts = 3;
for (let index = 0; index < sweepParts; index++) {
  const part = { index, of: sweepParts };
  const named = `part ${index + 1} of ${sweepParts}`;

  test(`every page signed out, ${named}`, async ({ page, app, request }) => {
    const owner = await signUp(request, app, "premium");
    const [user] = await app.db.select().from(users).where(eq(users.email, owner));
    await sweep(page, "visitor", await sweepData(app, user!.id), part);
  });

  test(`every page signed in as a learner with a plan, ${named}`, async ({ page, app }) => {
    const email = await signUp(page.request, app, "premium");
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    await sweep(page, "learner", await sweepData(app, user!.id), part);
  });
}

test("the parts of a sweep cover every visit once, in order", () => {
  const visits = Array.from({ length: 41 }, (_, visit) => visit);
  const parts = [0, 1, 2].map((index) => partOf(visits, { index, of: 3 }));
  expect(parts.map((part) => part.length)).toEqual([14, 14, 13]);
  expect(parts.flat()).toEqual(visits);
});

test("every back-office page as an admin with two-factor authentication", async ({ page, app }) => {
  const problems: string[] = [];
  const scan = async (where: string) => {
    problems.push(...describeViolations(await settledAxe(page), where));
  };

  const email = await signUpAdmin(page, app);
  await signIn(page, email, "/admin");
  const admin = await setUpTwoFactor(page, email, (step) => scan(`/admin/security, ${step} step`));

  // A second sign-in: the two-factor step, then a wrong code.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
  await signIn(page, email, "/admin");
  await expect(page).toHaveURL("/login/two-factor?redirectTo=%2Fadmin");
  await scan("/login/two-factor");
  await page.getByLabel("6-digit code").fill(await wrongCode(admin.secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();
  await scan("/login/two-factor, wrong code");
  await page.getByLabel("6-digit code").fill(await admin.code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/admin");
  expect(problems).toEqual([]);

  const [adminUser] = await app.db.select().from(users).where(eq(users.email, email));
  const [course] = await app.db
    .select()
    .from(courses)
    .where(eq(courses.slug, iv.split("/")[2]!));
  const [lesson] = await app.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, course!.id))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber))
    .limit(1);
  const [article] = await app.db.select({ id: blogArticles.id }).from(blogArticles).limit(1);
  const [entry] = await app.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  const [message] = await app.db
    .insert(contactSubmissions)
    .values({
      firstName: "Amara",
      lastName: "Okafor",
      email: "amara@example.org",
      message: "Do you offer group rates for a ward team?",
    })
    .returning();
  const [application] = await app.db
    .insert(careerApplications)
    .values({ firstName: "Lewis", lastName: "Grant", coverLetter: "I teach simulation." })
    .returning();
  const [enquiry] = await app.db
    .insert(institutionEnquiries)
    .values({
      firstName: "Harriet",
      lastName: "Osei",
      workEmail: "h.osei@larkmere.example",
      phone: "0113 496 0000",
      message: "A pilot for our second-year midwives, please.",
    })
    .returning();

  const institution = await createInstitution(app.db, {
    name: "Fenwick Community Health Trust",
    seatCount: 40,
    emailDomains: ["fenwick.nhs.uk"],
    managers: [adminUser!.id],
  });

  const scanned = await sweep(page, "admin", {
    ...(await sweepData(app, adminUser!.id)),
    admin: {
      articleId: article!.id,
      auditEntryId: String(entry!.id),
      memberId: adminUser!.id,
      courseId: course!.id,
      lessonId: lesson!.id,
      messageId: message!.id,
      applicationId: application!.id,
      enquiryId: enquiry!.id,
      institutionId: institution.id,
    },
  });
  expect(scanned.size).toBeGreaterThan(20);

  // A back-office form refused in the browser, and a toast after an action.
  await page.goto("/admin/articles/new");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await scan("/admin/articles/new, refused");
  await page.goto(`/admin/inbox/messages/${message!.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Marked as read");
  await scan("a message, marked as read with its toast");
  expect(problems).toEqual([]);
});

test("every manager page as the manager of two institutions", async ({ page, app }) => {
  const email = await signUp(page.request, app);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const [course] = await app.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, iv.split("/")[2]!));
  const institution = await createInstitution(app.db, {
    name: "Larkmere Teaching Hospitals",
    managers: [user!.id],
    courseIds: [course!.id],
  });
  await createInstitution(app.db, { name: "Northgate School of Nursing", managers: [user!.id] });
  // A cohort past its due date: one learner passed, one overdue, one not started.
  const cohortId = await insertCohort(app.db, institution.id, "F1 doctors, August intake", {
    dueDate: "2026-01-31",
    courseIds: [course!.id],
  });
  const [passed, failed] = await insertSeatHolders(
    app.db,
    institution.id,
    [
      { firstName: "Amara", lastName: "Okafor" },
      { firstName: "Ben", lastName: "Smith" },
      { firstName: "Chloe", lastName: "Patel" },
    ],
    cohortId,
  );
  await recordResult(app.db, passed!, course!.id, 90);
  await recordResult(app.db, failed!, course!.id, 40);
  // An open invitation, so the learners page shows both tables.
  await app.db.insert(institutionInvitations).values({
    institutionId: institution.id,
    email: "r.mensah@example.org",
    tokenHash: newInvitationToken().tokenHash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const scanned = await sweep(page, "manager", {
    ...(await sweepData(app, user!.id)),
    manager: { institutionId: institution.id, cohortId },
  });
  expect(scanned.size).toBeGreaterThan(1);
});

/** Axe once the page has settled; `where` names the state in the report. */
async function expectNoViolations(page: Page, where: string) {
  expect(describeViolations(await settledAxe(page), where)).toEqual([]);
}

test("key states signed out: validation errors, a toast, open menus and an open accordion", async ({
  page,
}) => {
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Validation Error")).toBeVisible();
  await expectNoViolations(page, "/signup, errors and toast");

  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill("nobody@example.org");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expectNoViolations(page, "/login, refused with a toast");

  for (const path of ["/contact", "/careers"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: /Send message|Submit application/ }).click();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, `${path}, errors`);
  }

  await page.goto("/faqs");
  await waitForHydration(page);
  const question = page.getByRole("button", { expanded: false }).first();
  await question.click();
  await expect(page.getByRole("region").filter({ hasText: /\w/ }).first()).toBeVisible();
  await expectNoViolations(page, "/faqs, an answer open");

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  await expectNoViolations(page, "/faqs at 375 px, menu open");
  await page.goto("/");
  await page.getByRole("banner").locator("details > summary").click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toBeVisible();
  await expectNoViolations(page, "/ at 375 px, menu open without scripts");
});

test("key states as a learner: account menu, note toast and dialog, assessment errors and result, account dialog", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "premium");
  await page.goto("/dashboard");
  await openAccountMenu(page);
  await expectNoViolations(page, "/dashboard, account menu open");
  await page.keyboard.press("Escape");

  await page.goto(`${iv}/start/vein-and-cannula-selection?tab=notes`);
  await waitForHydration(page);
  await page.getByLabel("New note").fill("Check the site every shift: VIP score.");
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(/\w/);
  await expectNoViolations(page, "player, notes tab with a saved note and its toast");
  await page.getByRole("button", { name: /^Delete note from/ }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoViolations(page, "player, delete-note dialog open");
  await page.keyboard.press("Escape");

  await page.goto(`${iv}/assessment`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page.getByText("Please answer all questions before submitting.")).toBeVisible();
  await expectNoViolations(page, "assessment, unanswered questions");
  const key = await answerKey(page, app.db);
  for (const [index, letter] of key.entries()) await choose(page, index + 1, letter);
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page.getByRole("dialog", { name: "Assessment Complete" })).toBeVisible();
  await expectNoViolations(page, "assessment, result dialog open");
  await page.keyboard.press("Escape");
  await expectNoViolations(page, "assessment, answers reviewed");

  await page.goto("/account");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete your account?" })).toBeVisible();
  await expectNoViolations(page, "/account, delete dialog open");
});
