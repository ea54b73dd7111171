import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles, cohorts, courses, lessons, modules, users } from "@server/db/schema";
import { seedAll } from "@server/db/seed/seed";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { professionalDetails } from "../../../tests/support/professional-details";
import { builtRoutes, fillPath, type BuiltRoute } from "../../../tests/support/route-table";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// One input rule (decision 0046): a control character other than tab and line breaks, typed in
// any form, put in any query string or in a URL parameter, is refused before it reaches a loader,
// an action or the database (PostgreSQL cannot store NUL in text: it answered 500). The forms and
// the addresses come from the production build's route table, so a new one is swept unlisted.
// Run it on PostgreSQL too (TEST_DATABASE_URL): PGlite is not PostgreSQL's text input.
const controls = ["\u0000", "\u0001", "\u001b", "\u007f", "\u0085", "a\rb"];
/**
 * The controls a sweep sends to one route as one person: NUL (the one PostgreSQL answered 500
 * to) and one of the others in turn, so that every control meets many routes and every route
 * two controls. The rule is one check in front of every route; all six on every route, twice
 * over, took 100 s a database.
 */
const controlsFor = (routeIndex: number, personIndex: number) => [
  controls[0]!,
  controls[1 + ((routeIndex * 2 + personIndex) % (controls.length - 1))]!,
];
/** Part of `controlCharacterMessage`, as the answers carry it. */
const message = "an invisible control character";
const demoCourse = "demo-iv-cannulation";

/**
 * Actions that read no text a person types, or answer before reading any: each must still never
 * answer 500, but is not expected to answer with the message.
 */
const readsNoTypedText: Record<string, string> = {
  "routes/auth/sign-out": "a button: a refused return address is dropped and sign-out goes on",
  "routes/auth/resend-verification": "a button: a refused return address is dropped",
  "routes/auth/google": "Google sign-in is not configured in tests: 404",
  "routes/dev/ui": "development pages exist only for a loopback browser: 404",
  "routes/not-found": "the 404 page's action is the 404",
  "routes/billing/test-checkout": "test mode is off in tests: it sends to the plans",
  "routes/billing/test-portal": "test mode is off in tests: it sends to the plans",
  "routes/billing/checkout": "a plan button: any refusal is the 'Please choose a plan' toast",
  "routes/billing/portal": "a button with no fields",
  "routes/billing/subscription": "a button with no fields",
  "routes/invitations/invitation": "an unknown invitation token is refused before any field",
  "routes/learn/course": "a button: starts the course",
  "routes/learn/renew": "a button with no fields: renews the learner's own completion, or 404",
  "routes/notices/notices": "buttons carrying a notice's id: an unknown id is 404",
  "routes/manage/overview":
    "a checkbox (the monthly report): any other value is refused as invalid",
  "routes/learn/certificate": "a button; without a pass it sends back to the course first",
  // These refuse it (400) in their own words, for an intent the sweep does not know: tested below
  // with their real forms.
  "routes/learn/lesson-player": "a refused change is its intent's toast ('Failed to save note')",
  "routes/account/account": "an unknown intent is 'Unknown action'; the profile form: below",
};

let subject: TestApp;
let admin: Learner;
let learner: Learner;
/** Real values for URL parameters, so a page gets as far as reading what it was sent. */
const known = {} as { learner: Record<string, string>; admin: Record<string, string> };

beforeAll(async () => {
  subject = await startTestApp();
  const { db } = subject.database;
  await seedAll(db);
  admin = await signInAdmin(subject, "control-admin@example.org");
  learner = await signUpLearner(subject, "control-learner@example.org", { tier: "premium" });
  const institutionId = (await createInstitution(db, { managers: [learner.userId] })).id;
  const [cohort] = await db
    .insert(cohorts)
    .values({ institutionId, name: "Control cohort" })
    .returning();
  const [course] = await db.select().from(courses).where(eq(courses.slug, demoCourse));
  const [lesson] = await db
    .select({ id: lessons.id, slug: lessons.slug })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, course!.id))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber))
    .limit(1);
  const [article] = await db.select({ id: blogArticles.id }).from(blogArticles).limit(1);
  const shared = { institutionId, cohortId: cohort!.id, userId: learner.userId };
  known.learner = { ...shared, courseId: demoCourse, lessonId: lesson!.slug };
  // The back office names courses, lessons and articles by id.
  known.admin = { ...shared, courseId: course!.id, lessonId: lesson!.id, articleId: article!.id };
});
afterAll(async () => {
  await subject?.close();
});

const isAdminRoute = (route: BuiltRoute) => route.path!.startsWith("/admin");
/** Who may use the route: the admin, else the premium learner (who manages an institution). */
const userOf = (route: BuiltRoute) => (isAdminRoute(route) ? admin : learner);
const addressOf = (route: BuiltRoute, override: Record<string, string> = {}) => {
  const values = isAdminRoute(route) ? known.admin : known.learner;
  return fillPath(
    route.path!,
    Object.fromEntries(
      route.params.map((name) => [name, override[name] ?? values[name] ?? randomUUID()]),
    ),
  );
};

/** Every name a loader or action reads from a query string, found in the sources. */
function queryNames() {
  const names = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        const reads = /(?:searchParams|query|params)\.(?:get|getAll|has)\("([\w-]+)"\)/g;
        for (const [, name] of text.matchAll(reads)) names.add(name!);
      }
    }
  };
  scan("app");
  scan("server");
  return [...names];
}

describe("control characters", () => {
  it("in any form: refused with the forms' message, never 500", { timeout: 300_000 }, async () => {
    const actions = (await builtRoutes())
      .filter((route) => route.action && route.path)
      // Signing out last, so the rest is posted signed in.
      .sort(
        (a, b) => Number(a.id === "routes/auth/sign-out") - Number(b.id === "routes/auth/sign-out"),
      );
    expect(actions.length).toBeGreaterThan(20);
    const visitor = httpSession(subject);
    const refusedWithMessage = new Set<string>();
    for (const [routeIndex, route] of actions.entries()) {
      for (const [personIndex, person] of [visitor, userOf(route)].entries()) {
        for (const control of controlsFor(routeIndex, personIndex)) {
          const fields = { intent: "save", title: `before${control}after` };
          const where = `${route.id} ${JSON.stringify(control)}`;
          // The page as a browser without JavaScript posts it, and the action's own answer as a
          // page with JavaScript reads it (`.data`).
          const page = await person.postForm(addressOf(route), fields);
          expect(page.status, where).toBeLessThan(500);
          const answer = await person.postForm(`${addressOf(route)}.data`, fields);
          expect(answer.status, `${where} .data`).toBeLessThan(500);
          if ([400, 422].includes(answer.status) && (await answer.text()).includes(message)) {
            refusedWithMessage.add(route.id);
          }
        }
      }
    }
    const unexplained = actions
      .map((route) => route.id)
      .filter((id) => !refusedWithMessage.has(id) && !(id in readsNoTypedText));
    expect(unexplained, "forms that took a control character without the message").toEqual([]);
    const stale = Object.keys(readsNoTypedText).filter((id) => refusedWithMessage.has(id));
    expect(stale, "declared as reading no text, yet they answer with the message").toEqual([]);
  });

  it("in any query string: 400 with the message, never 500", { timeout: 300_000 }, async () => {
    const names = queryNames();
    expect(names).toEqual(expect.arrayContaining(["q", "page", "redirectTo", "token"]));
    const loaders = (await builtRoutes()).filter((route) => route.loader && route.path);
    const visitor = httpSession(subject);
    for (const [routeIndex, route] of loaders.entries()) {
      for (const [personIndex, person] of [visitor, userOf(route)].entries()) {
        for (const control of controlsFor(routeIndex, personIndex)) {
          const query = new URLSearchParams(names.map((name) => [name, `x${control}y`]));
          for (const suffix of ["", ".data"]) {
            const address = `${addressOf(route)}${suffix}?${query}`;
            const response = await person.request(address);
            expect(response.status, address).toBe(400);
            expect(await response.text(), address).toContain(message);
          }
        }
      }
    }
    const verify = await visitor.request("/api/auth/verify-email?token=%00&callbackURL=/");
    expect(verify.status).toBe(400);
  });

  it("in a URL parameter: the unknown address's 404, never 500", { timeout: 300_000 }, async () => {
    const visitor = httpSession(subject);
    const unknown = await visitor.request("/no-such-page");
    const withParams = (await builtRoutes()).filter((route) => route.path && route.params.length);
    expect(withParams.map((route) => route.path)).toContain("/blog/:id");
    for (const [routeIndex, route] of withParams.entries()) {
      for (const [personIndex, person] of [visitor, userOf(route)].entries()) {
        for (const control of controlsFor(routeIndex, personIndex)) {
          for (const name of route.params) {
            const address = addressOf(route, { [name]: `x${control}y` });
            for (const suffix of ["", ".data"]) {
              const response = await person.request(`${address}${suffix}`);
              expect(response.status, `${address}${suffix}`).toBe(unknown.status);
            }
            const posted = await person.postForm(address, { intent: "save" });
            expect(posted.status, `POST ${address}`).toBe(404);
          }
        }
      }
    }
    for (const address of [
      "/blog/%00",
      "/storage/clinova-storage/%00.png",
      "/assets/%00.js",
      "/api/auth/reset-password/%00?callbackURL=/",
    ]) {
      const response = await visitor.request(address);
      expect(response.status, address).toBe(404);
    }
  });

  it("in the auth API's bodies: 400 with the message, nothing stored", async () => {
    const email = "nul-name@example.org";
    const signUp = await httpSession(subject).postJson("/api/auth/sign-up/email", {
      email,
      password: "strong-pass-42!",
      ...professionalDetails("Nul\u0000 Name"),
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.text()).toContain(message);
    const stored = await subject.database.db.select().from(users).where(eq(users.email, email));
    expect(stored).toEqual([]);
  });

  it("where the issue met 500: a note, the profile, the institution search, a blog slug", async () => {
    // Signed in afresh: the sweep above ended with signing the learner out.
    const person = await signUpLearner(subject, "control-issue@example.org", { tier: "premium" });
    const lessonPath = `/course/${demoCourse}/start/${known.learner.lessonId}`;
    const note = await person.postForm(`${lessonPath}.data`, {
      intent: "note-create",
      content: "a\u0000b",
    });
    expect(note.status).toBe(400);
    const noteAnswer = await note.text();
    expect(noteAnswer).toContain("Failed to save note");
    expect(noteAnswer).toContain(message);
    const profile = await person.postForm("/account", {
      intent: "profile",
      ...professionalDetails("Ada\u0000 Lovelace"),
    });
    // The input failed the form's rule before its schema: 400 (decision 0050).
    expect(profile.status).toBe(400);
    expect(await profile.text()).toContain(message);
    const search = await person.request("/resources/institutions?q=%00");
    expect(search.status).toBe(400);
    expect((await httpSession(subject).request("/blog/%00")).status).toBe(404);
    const names = await subject.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, person.userId));
    expect(names[0]!.name).not.toContain("\u0000");
  });

  it("keeps tabs and line breaks (a textarea's CRLF too)", async () => {
    const writer = await signUpLearner(subject, "control-writer@example.org", { tier: "premium" });
    const note = await writer.postForm(`/course/${demoCourse}/start/${known.learner.lessonId}`, {
      intent: "note-create",
      content: "First line\r\nSecond\tline\nThird",
    });
    expect(note.status).toBe(200);
  });
});
