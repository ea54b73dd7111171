import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { londonDateOf } from "@common/london-time";
import { auditLog, blogArticles } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { pngFile } from "../../../tests/support/picture-fixtures";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  subject = await startTestApp({}, undefined, { pageCacheTtlMs: 60_000 });
  admin = await signInAdmin(subject, "editor@example.org");
});
afterAll(async () => {
  await subject.close();
});

const pngBytes = pngFile(4, 3);
const dayOffset = (days: number) => londonDateOf(new Date(Date.now() + days * 86_400_000));

function articleForm(
  fields: Record<string, string>,
  image?: { name: string; bytes: Uint8Array<ArrayBuffer> },
) {
  const form = new FormData();
  const values = {
    intent: "save",
    title: "Hand hygiene at the point of care",
    slug: "hand-hygiene-point-of-care",
    category: "Infection prevention",
    excerpt: "Five moments, one habit.",
    content: "First paragraph.\n\nSecond paragraph.",
    publishDate: dayOffset(0),
    readTime: "4",
    imageAlt: "A nurse cleaning her hands at a bedside dispenser",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (image) form.append("image", new Blob([image.bytes]), image.name);
  return form;
}

const post = (path: string, form: FormData) => admin.request(path, { method: "POST", body: form });
const visitor = () => httpSession(subject);
const publicViews = async (slug: string) => {
  const person = visitor();
  const [page, list, feed, sitemap] = await Promise.all([
    person.request(`/blog/${slug}`),
    person.request("/blog").then((r) => r.text()),
    person.request("/blog/rss.xml").then((r) => r.text()),
    person.request("/sitemap.xml").then((r) => r.text()),
  ]);
  return {
    page: page.status,
    listed: list.includes(slug),
    inFeed: feed.includes(slug),
    inSitemap: sitemap.includes(slug),
  };
};

describe("blog articles in the back office", () => {
  it("publishes an article with its picture: on the blog, in the feed and the sitemap at once", async () => {
    await publicViews("hand-hygiene-point-of-care"); // fills the page cache first
    const saved = await post(
      "/admin/articles/new",
      articleForm({}, { name: "hands.png", bytes: pngBytes }),
    );
    expect(saved.status).toBe(302);
    const [row] = await subject.database.db
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.slug, "hand-hygiene-point-of-care"));
    expect(saved.headers.get("location")).toBe(`/admin/articles/${row!.id}`);
    expect(row!.imageUrl).toMatch(/^\/storage\/clinova-storage\/blog\/[0-9a-f-]+\.png$/);

    expect(await publicViews("hand-hygiene-point-of-care")).toEqual({
      page: 200,
      listed: true,
      inFeed: true,
      inSitemap: true,
    });
    const picture = await visitor().request(row!.imageUrl!);
    expect(picture.headers.get("content-type")).toBe("image/png");

    const [entry] = await subject.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actor: "editor@example.org",
      action: "article.create",
      subjectId: row!.id,
      before: null,
    });
    expect(entry!.after).toMatchObject({ title: "Hand hygiene at the point of care" });
  });

  it("keeps an article dated tomorrow from visitors until its date", async () => {
    const saved = await post(
      "/admin/articles/new",
      articleForm({
        slug: "tomorrow-article",
        title: "Tomorrow",
        publishDate: dayOffset(1),
        imageAlt: "",
      }),
    );
    expect(saved.status).toBe(302);
    expect(await publicViews("tomorrow-article")).toEqual({
      page: 404,
      listed: false,
      inFeed: false,
      inSitemap: false,
    });
    const editor = await admin.request(saved.headers.get("location")!);
    expect(await editor.text()).toContain(
      "Scheduled: visitors cannot see it before its publish date.",
    );
  });

  it("edits an article, recording the before and after", async () => {
    const [row] = await subject.database.db
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.slug, "hand-hygiene-point-of-care"));
    const saved = await post(
      `/admin/articles/${row!.id}`,
      articleForm({ title: "Hand hygiene, revisited" }),
    );
    expect(saved.status).toBe(302);
    const page = await (await visitor().request("/blog/hand-hygiene-point-of-care")).text();
    expect(page).toContain("Hand hygiene, revisited");
    const [entry] = await subject.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: "article.update", subjectId: row!.id });
    expect(entry!.before).toMatchObject({ title: "Hand hygiene at the point of care" });
    expect(entry!.after).toMatchObject({ title: "Hand hygiene, revisited" });
    // Saved again on the same date, the article keeps its first publishing time.
    const [after] = await subject.database.db
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.id, row!.id));
    expect(after!.publishedAt).toEqual(row!.publishedAt);
  });

  it("previews with the article page's components and saves nothing", async () => {
    const before = await subject.database.db.select().from(blogArticles);
    const previewed = await post(
      "/admin/articles/new",
      articleForm({
        intent: "preview",
        slug: "preview-only",
        title: "Only a preview",
        imageAlt: "",
      }),
    );
    expect(previewed.status).toBe(200);
    const html = await previewed.text();
    expect(html).toContain("Preview (not saved)");
    expect(html).toContain("Only a preview");
    expect(html).toContain("Second paragraph.");
    expect(await subject.database.db.select().from(blogArticles)).toHaveLength(before.length);
  });

  it("refuses bad input with a clear message and keeps what was typed", async () => {
    const count = async () => (await subject.database.db.select().from(blogArticles)).length;
    const before = await count();
    // 400: the form's schema refused it; 422: a rule did (decision 0050).
    const cases: [FormData, string, number][] = [
      [
        articleForm(
          { slug: "svg-as-png" },
          { name: "drawing.png", bytes: new TextEncoder().encode("<svg/>") },
        ),
        "This file is named .png but is not a real .png picture.",
        422,
      ],
      [
        articleForm({ slug: "Bad Address" }),
        "Address: lowercase letters, digits and single hyphens",
        400,
      ],
      [
        articleForm({ slug: "hand-hygiene-point-of-care" }),
        "Another article already uses this address.",
        422,
      ],
      [
        articleForm({ slug: "no-alt", imageAlt: "" }, { name: "hands.png", bytes: pngBytes }),
        "Describe the picture for people who cannot see it",
        422,
      ],
      [articleForm({ title: "" }), "Title is required", 400],
    ];
    for (const [form, message, status] of cases) {
      const refused = await post("/admin/articles/new", form);
      expect(refused.status, message).toBe(status);
      const html = await refused.text();
      expect(html).toContain(message);
      expect(html).toContain("Five moments, one habit.");
    }
    expect(await count()).toBe(before);
  });
});
