import { and, asc, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, courses, lessons, modules } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { pngFile } from "../../../tests/support/picture-fixtures";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let member: Learner;
beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "courses@example.org");
  member = await signUpLearner(subject, "member@example.org", { tier: "premium" });
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const pngBytes = pngFile(4, 3);

function courseForm(fields: Record<string, string>, cover?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  const values = {
    intent: "save-course",
    title: "Catheter care",
    slug: "catheter-care",
    description: "Inserting and caring for urinary catheters.",
    features: "Step by step\n\nChecklists",
    learningOutline: "Prepare the patient\nKeep the system closed",
    difficultyLevel: "Intermediate",
    estimatedDuration: "45",
    requiredTier: "premium",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (cover) form.append("cover", new Blob([cover.bytes as Uint8Array<ArrayBuffer>]), cover.name);
  return form;
}

const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const courseBySlug = async (slug: string) =>
  (await db().select().from(courses).where(eq(courses.slug, slug)))[0];
const modulesOf = (courseId: string) =>
  db()
    .select({ id: modules.id, title: modules.title, order: modules.orderNumber })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderNumber));
const lessonsOf = (moduleId: string) =>
  db()
    .select({ id: lessons.id, slug: lessons.slug, order: lessons.orderNumber })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.orderNumber));

let courseId: string;
const page = () => `/admin/courses/${courseId}`;
const post = (path: string, fields: Record<string, string>) => admin.postForm(path, fields);

describe("the course editor", () => {
  it("creates a course with its cover, audited, and lists it", async () => {
    const saved = await admin.request("/admin/courses/new", {
      method: "POST",
      body: courseForm({}, { name: "cover.png", bytes: pngBytes }),
    });
    expect(saved.status).toBe(302);
    const row = await courseBySlug("catheter-care");
    courseId = row!.id;
    expect(saved.headers.get("location")).toBe(page());
    expect(row).toMatchObject({
      features: ["Step by step", "Checklists"],
      learningOutline: ["Prepare the patient", "Keep the system closed"],
      estimatedDuration: 45,
      requiredTier: "premium",
    });
    expect(row!.coverImage).toMatch(/^\/storage\/clinova-storage\/courses\/[0-9a-f-]+\.png$/);
    expect(await lastAudit()).toMatchObject({
      actor: "courses@example.org",
      action: "course.create",
      subjectId: courseId,
      before: null,
    });
    const list = await (await admin.request("/admin/courses")).text();
    expect(list).toContain("Catheter care");
    expect(list).toContain("New course");
  });

  it("refuses bad input field by field, keeps what was typed and changes nothing", async () => {
    const before = await auditCount();
    const refused = await admin.request(page(), {
      method: "POST",
      body: courseForm(
        { title: "", slug: "Not A Slug", estimatedDuration: "-3", description: "Kept text" },
        { name: "cover.png", bytes: new TextEncoder().encode("<svg></svg>") },
      ),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Title is required");
    expect(html).toContain("Address: lowercase letters, digits and single hyphens");
    expect(html).toContain("Estimated duration is whole minutes");
    expect(html).toContain("Kept text");
    expect((await courseBySlug("catheter-care"))!.title).toBe("Catheter care");
    expect(await auditCount()).toBe(before);

    const badCover = await admin.request(page(), {
      method: "POST",
      body: courseForm({}, { name: "cover.png", bytes: new TextEncoder().encode("<svg></svg>") }),
    });
    expect(badCover.status).toBe(422);
    expect(await badCover.text()).toContain("is not a real .png picture");
    expect(await auditCount()).toBe(before);
  });

  it("edits a course with the before and after in the log", async () => {
    const saved = await admin.request(page(), {
      method: "POST",
      body: courseForm({ title: "Urinary catheter care", requiredTier: "standard" }),
    });
    expect(saved.status).toBe(302);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "course.update", subjectId: courseId });
    expect(entry.before).toMatchObject({ title: "Catheter care", requiredTier: "premium" });
    expect(entry.after).toMatchObject({ title: "Urinary catheter care", requiredTier: "standard" });
  });

  it("adds, renames, reorders and deletes modules, each audited", async () => {
    for (const title of ["Preparation", "Insertion", "Aftercare"])
      expect((await post(page(), { intent: "add-module", title })).status).toBe(302);
    let rows = await modulesOf(courseId);
    expect(rows.map((m) => m.title)).toEqual(["Preparation", "Insertion", "Aftercare"]);

    const moved = await post(page(), { intent: "move-module", id: rows[0]!.id, direction: "down" });
    expect(moved.status).toBe(302);
    expect((await modulesOf(courseId)).map((m) => m.title)).toEqual([
      "Insertion",
      "Preparation",
      "Aftercare",
    ]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "module.move", subjectId: rows[0]!.id });
    expect(entry.before).toEqual([
      { id: rows[0]!.id, orderNumber: rows[0]!.order },
      { id: rows[1]!.id, orderNumber: rows[1]!.order },
    ]);
    // At the top already: nothing moves.
    rows = await modulesOf(courseId);
    await post(page(), { intent: "move-module", id: rows[0]!.id, direction: "up" });
    expect(await modulesOf(courseId)).toEqual(rows);

    const renamed = await post(page(), {
      intent: "rename-module",
      id: rows[2]!.id,
      title: "After care",
    });
    expect(renamed.status).toBe(302);
    expect((await lastAudit()).before).toMatchObject({ title: "Aftercare" });

    const before = await auditCount();
    const empty = await post(page(), {
      intent: "rename-module",
      formKey: `rename-module-${rows[2]!.id}`,
      id: rows[2]!.id,
      title: " ",
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Module title is required");
    const unconfirmed = await post(page(), { intent: "delete-module", id: rows[2]!.id });
    expect(unconfirmed.status).toBe(400);
    expect(await auditCount()).toBe(before);

    const confirmation = await (await admin.request(`${page()}?delete=${rows[2]!.id}`)).text();
    expect(confirmation).toContain("Delete module “After care”?");
    const deleted = await post(page(), {
      intent: "delete-module",
      id: rows[2]!.id,
      confirm: "yes",
    });
    expect(deleted.status).toBe(302);
    expect((await modulesOf(courseId)).map((m) => m.title)).toEqual(["Insertion", "Preparation"]);
    expect(await lastAudit()).toMatchObject({ action: "module.delete", after: null });
  });

  it("adds, reorders and deletes lessons within a module", async () => {
    const [first] = await modulesOf(courseId);
    for (const [title, slug] of [
      ["Consent", "consent"],
      ["Aseptic technique", "aseptic-technique"],
    ])
      expect(
        (
          await post(page(), {
            intent: "add-lesson",
            moduleId: first!.id,
            title: title!,
            slug: slug!,
          })
        ).status,
      ).toBe(302);
    const taken = await post(page(), {
      intent: "add-lesson",
      formKey: `add-lesson-${first!.id}`,
      moduleId: first!.id,
      title: "Again",
      slug: "consent",
    });
    expect(taken.status).toBe(422);
    expect(await taken.text()).toContain(
      "Another lesson of this course already uses this address.",
    );

    const rows = await lessonsOf(first!.id);
    expect(rows.map((l) => l.slug)).toEqual(["consent", "aseptic-technique"]);
    await post(page(), { intent: "move-lesson", id: rows[1]!.id, direction: "up" });
    expect((await lessonsOf(first!.id)).map((l) => l.slug)).toEqual([
      "aseptic-technique",
      "consent",
    ]);
    expect(await lastAudit()).toMatchObject({ action: "lesson.move", subjectId: rows[1]!.id });

    const deleted = await post(page(), {
      intent: "delete-lesson",
      id: rows[0]!.id,
      confirm: "yes",
    });
    expect(deleted.status).toBe(302);
    expect((await lessonsOf(first!.id)).map((l) => l.slug)).toEqual(["aseptic-technique"]);
    expect((await lastAudit()).before).toMatchObject({ slug: "consent", blocks: [] });

    const list = await (await admin.request("/admin/courses")).text();
    expect(list).toMatch(
      /Urinary catheter care.*?<td[^>]*>Standard<\/td><td[^>]*>2<\/td><td[^>]*>1<\/td>/s,
    );
  });

  it("answers a member's posts with the unknown-address 404 and changes nothing", async () => {
    const [first] = await modulesOf(courseId);
    const before = await auditCount();
    const attempts: [string, Record<string, string>][] = [
      [
        "/admin/courses/new",
        {
          intent: "save-course",
          title: "X",
          slug: "x",
          description: "x",
          requiredTier: "standard",
        },
      ],
      [page(), { intent: "add-module", title: "Sneaky" }],
      [page(), { intent: "move-module", id: first!.id, direction: "down" }],
      [page(), { intent: "delete-module", id: first!.id, confirm: "yes" }],
      [page(), { intent: "rename-module", id: first!.id, title: "Sneaky" }],
      [page(), { intent: "add-lesson", moduleId: first!.id, title: "Sneaky", slug: "sneaky" }],
    ];
    for (const [path, fields] of attempts) {
      const response = await member.postForm(path, fields);
      expect(response.status).toBe(404);
    }
    expect(await auditCount()).toBe(before);
    expect((await modulesOf(courseId)).map((m) => m.title)).toEqual(["Insertion", "Preparation"]);
  });

  it("answers 404 for a course that does not exist", async () => {
    const missing = await admin.request("/admin/courses/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    const [any] = await db()
      .select({ n: count() })
      .from(modules)
      .where(and(eq(modules.title, "Sneaky")));
    expect(any!.n).toBe(0);
  });
});
