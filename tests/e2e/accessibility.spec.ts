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
  lessons,
  modules,
  users,
} from "@server/db/schema";
import { newCertificateNumber } from "@server/learning/certificates/new-certificate-number";
import { describeViolations, loadedAxe, settledAxe } from "./support/axe";
import { signIn, signUpAdmin, setUpTwoFactor } from "./support/back-office-app";
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
import { wrongCode } from "../support/two-factor";

// Issue #18: axe (WCAG 2.0–2.2, A and AA) on every route of app/routes.ts, signed out, as a
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
  return {
    course: course!.slug,
    lesson: "vein-and-cannula-selection",
    article: article!.slug,
    certificate: number,
  };
}

/**
 * Visits every route `audience` may see, scanning each page it lands on once. Collects every
 * violation and every unexpected landing, then fails with all of them at once.
 */
async function sweep(page: Page, audience: Audience, data: SweepData) {
  const problems: string[] = [];
  const scanned = new Set<string>();
  for (const visit of visitsFor(audience, data)) {
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
    const results = visit.forwardsTo ? await settledAxe(page) : await loadedAxe(page);
    problems.push(...describeViolations(results, `${visit.url} as ${audience}`));
  }
  expect(problems).toEqual([]);
  test.info().annotations.push({ type: "pages scanned", description: String(scanned.size) });
  console.log(`${audience}: ${scanned.size} pages scanned`);
  return scanned;
}

test("every page signed out", async ({ page, app, request }) => {
  const owner = await signUp(request, app, "premium");
  const [user] = await app.db.select().from(users).where(eq(users.email, owner));
  await sweep(page, "visitor", await sweepData(app, user!.id));
});

test("every page signed in as a learner with a plan", async ({ page, app }) => {
  const email = await signUp(page.request, app, "premium");
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  await sweep(page, "learner", await sweepData(app, user!.id));
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
    },
  });
  expect(scanned.size).toBeGreaterThan(20);
});
