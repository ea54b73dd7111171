import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "@server/audit/audit-log";
import { createQueryCounter } from "@server/db/query-counter";
import { auditLog } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";

const counter = createQueryCounter();
let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  admin = await signInAdmin(subject, "auditor@example.org");
  const db = subject.database.db;
  await recordAudit(db, "command line", {
    action: "admin.grant",
    subjectType: "user",
    subjectId: "u-1",
    summary: "Made grace@example.org an admin",
  });
  for (let i = 1; i <= 30; i++) {
    await recordAudit(
      db,
      { id: "u-2", email: "editor@example.org" },
      {
        action: "article.update",
        subjectType: "article",
        subjectId: `article-${i}`,
        summary: `Edited the article “Number ${i}”`,
        before: { title: `Number ${i}`, readTime: 4 },
        after: { title: `Number ${i}`, readTime: 5 },
      },
    );
  }
  await recordAudit(
    db,
    { id: "u-3", email: "office@example.org" },
    {
      action: "launch.set",
      subjectType: "app_config",
      subjectId: "launch_status",
      summary: "Marked Clinova launched",
      before: false,
      after: true,
    },
  );
});
afterAll(async () => {
  await subject.close();
});

async function list(query: string) {
  counter.take();
  const response = await admin.request(`/admin/audit-log${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, queries: counter.take().length };
}

describe("the audit log in the back office", () => {
  it("lists every entry newest first, 25 to a page, each linking to its detail", async () => {
    const { html } = await list("");
    expect(html.indexOf("Marked Clinova launched")).toBeLessThan(
      html.indexOf("Edited the article “Number 30”"),
    );
    // 32 here and the grant that made the test's own admin.
    expect(html).toContain("1–25 of 33");
    expect(html).not.toContain("Made grace@example.org an admin");
    const last = await list("?page=2");
    expect(last.html).toContain("26–33 of 33");
    expect(last.html).toContain("Made grace@example.org an admin");
    expect(last.html).toContain("command line");
  });

  it("searches by person, action, description and item id", async () => {
    expect((await list("?q=office@")).html).toContain("1–1 of 1");
    const grants = await list("?q=admin.grant");
    expect(grants.html).toContain("Made grace@example.org an admin");
    expect(grants.html).toContain("1–2 of 2");
    expect((await list("?q=Number 7”")).html).toContain("1–1 of 1");
    const byItem = await list("?q=article-12");
    expect(byItem.html).toContain("Edited the article “Number 12”");
    expect(byItem.html).toContain("1–1 of 1");
  });

  it("sorts by who acted", async () => {
    const { html } = await list("?sort=actor&dir=asc");
    expect(html.indexOf("command line")).toBeLessThan(html.indexOf("editor@example.org"));
  });

  it("shows an entry's fields before and after, the changed ones marked", async () => {
    const [entry] = await subject.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.subjectId, "article-3"));
    const response = await admin.request(`/admin/audit-log/${entry!.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Edited the article “Number 3”");
    expect(html).toContain("editor@example.org");
    expect(html).toMatch(/readTime.*Changed.*>4<.*>5</s);
    expect((await admin.request("/admin/audit-log/999999")).status).toBe(404);
    expect((await admin.request("/admin/audit-log/not-a-number")).status).toBe(404);
  });

  it("filters by action, actor and dates, the filters kept across pages", async () => {
    const updates = await list("?action=article.update");
    expect(updates.html).toContain("1–25 of 30");
    expect(updates.html).toContain('<option value="launch.set">launch.set</option>');
    const nextPages = [...updates.html.matchAll(/href="([^"]*page=2[^"]*)"/g)].map((m) => m[1]);
    expect(nextPages.some((href) => href!.includes("action=article.update"))).toBe(true);
    expect((await list("?actor=OFFICE%40example")).html).toContain("1–1 of 1");
    expect((await list("?from=2000-01-01&to=2000-01-31")).html).toContain("No entry matches.");
    expect((await list(`?from=2000-01-01&to=2099-12-31&actor=editor`)).html).toContain(
      "1–25 of 30",
    );
  });

  it("exports the searched and filtered entries as CSV, formulas neutralised", async () => {
    await recordAudit(
      subject.database.db,
      { id: "u-9", email: "=cmd@example.org" },
      {
        action: "article.update",
        subjectType: "article",
        summary: "@SUM(A1:A9) in a title",
      },
    );
    const response = await admin.request("/admin/audit-log.csv?action=article.update&actor=cmd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=cmd@example.org");
    expect(lines[1]).toContain("'@SUM(A1:A9) in a title");
    const all = await (await admin.request("/admin/audit-log.csv?q=Number")).text();
    expect(all.trim().split("\r\n")).toHaveLength(31);
  });

  it("answers in the same number of queries on any page or search", async () => {
    const first = await list("");
    const searched = await list("?q=article&page=2");
    expect(searched.queries).toBe(first.queries);
    // The session, the admin gate, its two-factor check, the page, the actions for the filter.
    expect(first.queries).toBeLessThanOrEqual(5);
  });
});
