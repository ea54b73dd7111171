import { asc, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentBlocks, courses, lessons, modules } from "@server/db/schema";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { signInAdmin } from "../../../tests/support/admin";
import { generatedCourse } from "../../../tests/support/generated-course";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let learner: Learner;
let lessonId: string;
const player = "/course/edited-course/start/lesson-1-1";

beforeAll(async () => {
  subject = await startTestApp();
  await upsertCourse(subject.database.db, generatedCourse("edited-course", 1, 2));
  admin = await signInAdmin(subject, "lessons@example.org");
  learner = await signUpLearner(subject, "learner@example.org", { tier: "standard" });
  const [row] = await subject.database.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(lessons.slug, "lesson-1-1"));
  lessonId = row!.id;
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const page = () => `/admin/lessons/${lessonId}`;
const post = (fields: Record<string, string>) => admin.postForm(page(), fields);
const blocks = () =>
  db()
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.lessonId, lessonId))
    .orderBy(asc(contentBlocks.orderNumber));
const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const playerHtml = async () => {
  const response = await learner.request(player);
  expect(response.status).toBe(200);
  return response.text();
};

describe("the lesson editor", () => {
  it("shows each block drawn by the player's components", async () => {
    const html = await (await admin.request(page())).text();
    expect(html).toContain(`<h2 id="why-it-matters">Why it matters</h2>`);
    expect(html).toContain("<li>Prepare</li>");
    expect(html).toContain("Add a markdown block");
  });

  it("saves a text block and the player shows it on the next request", async () => {
    expect(await playerHtml()).toContain("A generated lesson for measuring the player");
    const [, text] = await blocks();
    const saved = await post({
      intent: "save-block",
      formKey: `block-${text!.id}`,
      id: text!.id,
      type: "text",
      text: "Check the cannula site every shift.\n\nRecord a VIP score.",
      blockIntent: "save",
    });
    expect(saved.status).toBe(302);
    const html = await playerHtml();
    expect(html).toContain("<p>Check the cannula site every shift.</p><p>Record a VIP score.</p>");
    expect(html).not.toContain("A generated lesson for measuring the player");
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "block.update", subjectId: text!.id });
    expect(entry.before).toMatchObject({ content: { text: expect.stringContaining("generated") } });
    expect(entry.after).toMatchObject({ content: { text: expect.stringContaining("VIP score") } });
  });

  it("previews an unsaved block without saving it", async () => {
    const before = await auditCount();
    const preview = await post({
      intent: "save-block",
      formKey: "new-list",
      type: "list",
      items: "Wash hands\nApply gloves",
      listType: "ordered",
      blockIntent: "preview",
    });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("<ol><li>Wash hands</li><li>Apply gloves</li></ol>");
    expect(await blocks()).toHaveLength(4);
    expect(await auditCount()).toBe(before);
  });

  it("adds a block of each type at the end", async () => {
    const added: Record<string, string>[] = [
      { type: "text", text: "Plain words." },
      { type: "markdown", text: "**Bold** advice." },
      { type: "header", text: "Aftercare", level: "3" },
      { type: "list", items: "One\nTwo", listType: "unordered" },
      {
        type: "image",
        url: "/images/courses/demo-iv-cannulation.svg",
        alt: "A cannula",
        caption: "Size 20G",
      },
    ];
    for (const fields of added) {
      const response = await post({
        intent: "save-block",
        formKey: `new-${fields.type}`,
        ...fields,
      });
      expect(response.status).toBe(302);
    }
    const rows = await blocks();
    expect(rows.slice(4).map((block) => [block.type, block.orderNumber])).toEqual([
      ["text", 5],
      ["markdown", 6],
      ["header", 7],
      ["list", 8],
      ["image", 9],
    ]);
    expect(rows[6]!.metadata).toEqual({ level: 3 });
    expect(rows[8]!.content).toEqual({
      url: "/images/courses/demo-iv-cannulation.svg",
      alt: "A cannula",
    });
    const html = await playerHtml();
    expect(html).toContain(`<h3 id="aftercare">Aftercare</h3>`);
    expect(html).toContain("<figcaption>Size 20G</figcaption>");
  });

  it("refuses a bad block with errors on its fields, keeping what was typed", async () => {
    const before = await auditCount();
    const refused = await post({
      intent: "save-block",
      formKey: "new-image",
      type: "image",
      url: "javascript:alert(1)",
      alt: "",
      caption: "Kept caption",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Picture address: an https:// address or a path on this site");
    expect(html).toContain("Describe the picture for people who cannot see it");
    expect(html).toContain("Kept caption");
    const empty = await post({
      intent: "save-block",
      formKey: "new-text",
      type: "text",
      text: " ",
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the block&#x27;s text");
    expect(await blocks()).toHaveLength(9);
    expect(await auditCount()).toBe(before);
  });

  it("moves a block up and down, and the player follows", async () => {
    const [header, text] = await blocks();
    const moved = await post({ intent: "move-block", id: text!.id, direction: "up" });
    expect(moved.status).toBe(302);
    const rows = await blocks();
    expect(rows.slice(0, 2).map((block) => block.id)).toEqual([text!.id, header!.id]);
    const html = await playerHtml();
    expect(html.indexOf("Check the cannula site")).toBeLessThan(html.indexOf("Why it matters"));
    expect(await lastAudit()).toMatchObject({
      action: "block.move",
      before: [
        { id: text!.id, orderNumber: 2 },
        { id: header!.id, orderNumber: 1 },
      ],
      after: [
        { id: text!.id, orderNumber: 1 },
        { id: header!.id, orderNumber: 2 },
      ],
    });
  });

  it("deletes a block after confirmation only", async () => {
    const rows = await blocks();
    const last = rows.at(-1)!;
    expect((await post({ intent: "delete-block", id: last.id })).status).toBe(400);
    expect(await blocks()).toHaveLength(9);
    const confirmation = await (await admin.request(`${page()}?delete=${last.id}`)).text();
    expect(confirmation).toContain("Yes, delete");
    expect((await post({ intent: "delete-block", id: last.id, confirm: "yes" })).status).toBe(302);
    expect(await blocks()).toHaveLength(8);
    expect(await lastAudit()).toMatchObject({ action: "block.delete", after: null });
  });

  it("saves the lesson's details, checking the video URL", async () => {
    const before = await auditCount();
    const refused = await post({
      intent: "save-lesson",
      title: "Cannula care",
      slug: "lesson-1-1",
      videoUrl: "ftp://example.org/video.mp4",
      readingSeconds: "120",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Video URL: an https:// address or a path on this site");
    const noLength = await post({
      intent: "save-lesson",
      title: "Cannula care",
      slug: "lesson-1-1",
      videoUrl: "https://videos.example.org/cannula.mp4",
      readingSeconds: "120",
    });
    expect(noLength.status).toBe(400);
    expect(await noLength.text()).toContain("Video length: needed with a video, in seconds");
    const tooShort = await post({
      intent: "save-lesson",
      title: "Cannula care",
      slug: "lesson-1-1",
      readingSeconds: "5",
    });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain("Reading time must be at least 30 seconds");
    const taken = await post({
      intent: "save-lesson",
      title: "Cannula care",
      slug: "lesson-1-2",
      readingSeconds: "120",
    });
    expect(taken.status).toBe(422);
    expect(await auditCount()).toBe(before);

    const saved = await post({
      intent: "save-lesson",
      title: "Cannula care",
      slug: "lesson-1-1",
      summary: "Looking after a peripheral cannula.",
      videoUrl: "https://videos.example.org/cannula.mp4",
      videoSeconds: "372",
      readingSeconds: "240",
    });
    expect(saved.status).toBe(302);
    const entry = await lastAudit();
    expect(entry.before).toMatchObject({ title: "Lesson 1.1" });
    expect(entry.after).toMatchObject({
      title: "Cannula care",
      videoUrl: "https://videos.example.org/cannula.mp4",
      videoSeconds: 372,
      readingSeconds: 240,
    });
    expect(await playerHtml()).toContain("Cannula care");
  });

  it("takes moves that race one at a time: each answered, no order lost", async () => {
    const rows = await blocks();
    const responses = await Promise.all(
      rows
        .slice(0, 4)
        .map((block, index) =>
          post({ intent: "move-block", id: block.id, direction: index % 2 ? "up" : "down" }),
        ),
    );
    for (const response of responses) expect(response.status).toBe(302);
    const after = await blocks();
    expect(after.map((block) => block.id).sort()).toEqual(rows.map((block) => block.id).sort());
    expect(new Set(after.map((block) => block.orderNumber)).size).toBe(rows.length);
    expect(after.every((block) => block.orderNumber > 0)).toBe(true);
  });

  it("answers a member's posts with 404 and changes nothing", async () => {
    const [first] = await blocks();
    const before = await auditCount();
    const attempts: Record<string, string>[] = [
      { intent: "save-block", type: "text", text: "Sneaky" },
      { intent: "save-block", id: first!.id, type: "text", text: "Sneaky" },
      { intent: "move-block", id: first!.id, direction: "down" },
      { intent: "delete-block", id: first!.id, confirm: "yes" },
      { intent: "save-lesson", title: "Sneaky", slug: "sneaky" },
    ];
    for (const fields of attempts) {
      expect((await learner.postForm(page(), fields)).status).toBe(404);
    }
    expect(await auditCount()).toBe(before);
    expect((await blocks())[0]).toEqual(first);
  });
});
