import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueryCounter } from "@server/db/query-counter";
import { careerApplications, contactSubmissions, institutionEnquiries } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";

const counter = createQueryCounter();
let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const minute = 60_000;
const two = (n: number) => String(n).padStart(2, "0");
const statuses = ["new", "contacted", "won", "lost"] as const;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  admin = await signInAdmin(subject, "inbox-lists@example.org");
  const applicant = await signUpLearner(subject, "applicant.account@example.org");
  const db = subject.database.db;
  // 60 messages, a minute apart, newest first; every third one read.
  await db.insert(contactSubmissions).values(
    Array.from({ length: 60 }, (_, i) => ({
      firstName: `Sender${two(i + 1)}`,
      lastName: i === 6 ? "Percent%_Sign" : "Smith",
      email: `sender${two(i + 1)}@example.org`,
      message: i === 9 ? "A question about sepsis screening." : "Hello there.",
      createdAt: new Date(Date.now() - (i + 1) * minute),
      readAt: i % 3 === 0 ? new Date() : null,
    })),
  );
  await db.insert(careerApplications).values([
    {
      firstName: "Grace",
      lastName: "Hopper",
      resumeUrl: "1_Grace_Hopper.pdf",
      createdAt: new Date(Date.now() - minute),
    },
    {
      firstName: "Mary",
      lastName: "Seacole",
      userId: applicant.userId,
      coverLetter: "I nursed in Crimea.",
      createdAt: new Date(Date.now() - 2 * minute),
      readAt: new Date(),
    },
  ]);
  await db.insert(institutionEnquiries).values(
    Array.from({ length: 8 }, (_, i) => ({
      firstName: `Enquirer${i + 1}`,
      lastName: "Jones",
      workEmail: `enquirer${i + 1}@trust.nhs.uk`,
      phone: "020 7946 0000",
      numberOfUsers: (i + 1) * 10,
      message: i === 2 ? "We train 400 midwives a year." : "Tell us more.",
      status: statuses[i % 4],
      createdAt: new Date(Date.now() - (i + 1) * minute),
      readAt: i < 3 ? null : new Date(),
    })),
  );
});
afterAll(async () => {
  await subject.close();
});

const namesIn = (html: string, prefix: string) =>
  [...html.matchAll(new RegExp(`>(${prefix}[^<]*)<`, "g"))].map((m) => m[1]);

async function list(path: string, prefix: string) {
  counter.take();
  const response = await admin.request(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, names: namesIn(html, prefix), queries: counter.take().length };
}

const messages = (query = "") => list(`/admin/inbox/messages${query}`, "Sender");

describe("the messages list", () => {
  it("opens newest first, 25 to a page, unread rows marked in words", async () => {
    const { html, names } = await messages();
    expect(names).toHaveLength(25);
    expect(names.slice(0, 3)).toEqual(["Sender01 Smith", "Sender02 Smith", "Sender03 Smith"]);
    expect(html).toContain("1–25 of 60");
    // Sender01 was read (i = 0), Sender02 was not.
    const row = (name: string) =>
      html.slice(html.indexOf(name), html.indexOf("</tr>", html.indexOf(name)));
    expect(row("Sender02 Smith")).toContain("Unread");
    expect(row("Sender01 Smith")).not.toContain("Unread");
  });

  it("pages, sorts either way with a stable order, and searches name, email and message", async () => {
    const third = await messages("?sort=receivedAt&dir=desc&page=3");
    expect(third.names).toHaveLength(10);
    expect(third.html).toContain("51–60 of 60");
    const byName = await messages("?sort=name&dir=desc");
    expect(byName.names[0]).toBe("Sender60 Smith");
    const all = [
      ...(await messages("?sort=email&dir=asc")).names,
      ...(await messages("?sort=email&dir=asc&page=2")).names,
      ...(await messages("?sort=email&dir=asc&page=3")).names,
    ];
    expect(new Set(all).size).toBe(60);
    expect((await messages("?q=sender12%40example")).names).toEqual(["Sender12 Smith"]);
    expect((await messages("?q=sepsis")).names).toEqual(["Sender10 Smith"]);
    expect((await messages("?q=Sender07%20Percent")).names).toEqual(["Sender07 Percent%_Sign"]);
    expect((await messages("?q=%25_")).names).toEqual(["Sender07 Percent%_Sign"]);
  });

  it("shows only unread ones when asked, the filter kept in its links and search", async () => {
    const unread = await messages("?show=unread");
    expect(unread.html).toContain("1–25 of 40");
    expect(unread.names).not.toContain("Sender01 Smith");
    expect(unread.html).toContain("page=2&amp;show=unread");
    expect(unread.html).toMatch(/<input type="hidden" name="show" value="unread"\/>/);
    expect(unread.html).toMatch(/aria-current="page"[^>]*>Unread only</);
    const searched = await messages("?show=unread&q=Sender0");
    // Sender01..09 minus the read ones (1, 4, 7).
    expect(searched.html).toContain("1–6 of 6");
  });

  it("answers in the same bounded number of queries whatever the page or filter", async () => {
    const first = await messages();
    const other = await messages("?q=smith&show=unread&page=2&sort=name&dir=asc");
    expect(other.queries).toBe(first.queries);
    expect(first.queries).toBeLessThanOrEqual(5);
  });
});

describe("the applications and enquiries lists", () => {
  it("searches applications by name, account email and cover letter", async () => {
    const path = "/admin/inbox/applications";
    const all = await list(path, "(?:Grace|Mary)");
    expect(all.names).toEqual(["Grace Hopper", "Mary Seacole"]);
    expect(all.html).toContain("applicant.account@example.org");
    expect((await list(`${path}?q=applicant.account`, "(?:Grace|Mary)")).names).toEqual([
      "Mary Seacole",
    ]);
    expect((await list(`${path}?q=crimea`, "(?:Grace|Mary)")).names).toEqual(["Mary Seacole"]);
    expect((await list(`${path}?show=unread`, "(?:Grace|Mary)")).names).toEqual(["Grace Hopper"]);
  });

  it("filters enquiries by status and unread, and sorts by status in the conversation's order", async () => {
    const path = "/admin/inbox/enquiries";
    const won = await list(`${path}?status=won`, "Enquirer");
    expect(won.names).toEqual(["Enquirer3 Jones", "Enquirer7 Jones"]);
    const wonUnread = await list(`${path}?status=won&show=unread`, "Enquirer");
    expect(wonUnread.names).toEqual(["Enquirer3 Jones"]);
    expect(wonUnread.html).toContain("status=won");
    const byStatus = await list(`${path}?sort=status&dir=asc`, "Enquirer");
    expect(byStatus.names.slice(0, 2).sort()).toEqual(["Enquirer1 Jones", "Enquirer5 Jones"]);
    expect(byStatus.names.slice(-2).sort()).toEqual(["Enquirer4 Jones", "Enquirer8 Jones"]);
    expect((await list(`${path}?q=midwives`, "Enquirer")).names).toEqual(["Enquirer3 Jones"]);
    const odd = await list(`${path}?status=pending&show=sideways`, "Enquirer");
    expect(odd.names).toHaveLength(8);
  });
});

describe("the navigation's counts of unread items", () => {
  it("shows each section's unread count, read in one statement", async () => {
    counter.take();
    const html = await (await admin.request("/admin")).text();
    const queries = counter.take();
    const badge = (label: string) =>
      html.match(
        new RegExp(`<span>${label}</span><span[^>]*>(\\d+)<span class="sr-only"> new`),
      )?.[1];
    expect(badge("Messages")).toBe("40");
    expect(badge("Applications")).toBe("1");
    expect(badge("Enquiries")).toBe("3");
    expect(queries.filter((q) => q.includes(`"read_at" is null`))).toHaveLength(1);
  });
});
