import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactSubmissions,
  enquiryNotes,
  institutionEnquiries,
} from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof signInAdmin>>;
let messageId: string;
let enquiryId: string;

beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "inbox-items@example.org");
  otherAdmin = await signInAdmin(subject, "inbox-other@example.org");
  const db = subject.database.db;
  [{ id: messageId }] = (await db
    .insert(contactSubmissions)
    .values({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      message: "Can my ward use Clinova?\nWe have 30 nurses.",
      phoneNumber: "07700 900123",
    })
    .returning({ id: contactSubmissions.id })) as [{ id: string }];
  [{ id: enquiryId }] = (await db
    .insert(institutionEnquiries)
    .values({
      firstName: "Florence",
      lastName: "Nightingale",
      workEmail: "florence@trust.nhs.uk",
      phone: "020 7946 0000",
      numberOfUsers: 250,
      specialties: ["obstetric"],
      message: "We train 250 nurses a year.",
    })
    .returning({ id: institutionEnquiries.id })) as [{ id: string }];
});
afterAll(async () => {
  await subject.close();
});

// React separates adjacent text with empty comments.
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

const auditOf = (subjectId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(desc(auditLog.id));

describe("an inbox item's page", () => {
  it("shows everything sent, and opening it changes nothing", async () => {
    const page = await admin.request(`/admin/inbox/messages/${messageId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      "Ada",
      "Lovelace",
      "ada@example.org",
      "07700 900123",
      "We have 30 nurses.",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Mark as read");
    const [row] = await subject.database.db
      .select({ readAt: contactSubmissions.readAt })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, messageId));
    expect(row?.readAt).toBeNull();
    expect(await auditOf(messageId)).toEqual([]);
  });

  it("is marked read and unread on request, each audited with before and after", async () => {
    const read = await admin.postForm(`/admin/inbox/messages/${messageId}`, {
      intent: "mark-read",
    });
    expect(read.status).toBe(302);
    expect(read.headers.get("location")).toBe(`/admin/inbox/messages/${messageId}`);
    const readPage = await (await admin.request(`/admin/inbox/messages/${messageId}`)).text();
    expect(readPage).toContain("Mark as unread");
    const again = await admin.postForm(`/admin/inbox/messages/${messageId}`, {
      intent: "mark-read",
    });
    expect(again.status).toBe(302);
    await admin.postForm(`/admin/inbox/messages/${messageId}`, { intent: "mark-unread" });

    const entries = await auditOf(messageId);
    expect(entries.map((e) => e.action)).toEqual([
      "contact-message.mark-unread",
      "contact-message.mark-read",
    ]);
    const [unread, firstRead] = entries;
    expect(firstRead?.actor).toBe("inbox-items@example.org");
    expect(firstRead?.before).toEqual({ readAt: null });
    expect((firstRead?.after as { readAt: string }).readAt).toMatch(/^\d{4}-/);
    expect(unread?.before).toEqual(firstRead?.after);
    expect(unread?.after).toEqual({ readAt: null });
  });

  it("refuses an unknown intent without changing anything, and 404s an unknown item", async () => {
    const refused = await admin.postForm(`/admin/inbox/messages/${messageId}`, {
      intent: "delete",
    });
    expect(refused.status).toBe(400);
    expect(await auditOf(messageId)).toHaveLength(2);
    const missing = "00000000-0000-4000-8000-000000000000";
    const posted = await admin.postForm(`/admin/inbox/enquiries/${missing}`, {
      intent: "mark-read",
    });
    expect(posted.status).toBe(404);
    expect((await admin.request(`/admin/inbox/applications/not-a-uuid`)).status).toBe(404);
  });
});

describe("an institution enquiry", () => {
  const path = () => `/admin/inbox/enquiries/${enquiryId}`;

  it("moves to another status, audited with before and after", async () => {
    const moved = await admin.postForm(path(), { intent: "status", status: "contacted" });
    expect(moved.status).toBe(302);
    const [row] = await subject.database.db
      .select({ status: institutionEnquiries.status })
      .from(institutionEnquiries)
      .where(eq(institutionEnquiries.id, enquiryId));
    expect(row?.status).toBe("contacted");
    const [entry] = await auditOf(enquiryId);
    expect(entry).toMatchObject({
      action: "institution-enquiry.status",
      actor: "inbox-items@example.org",
      summary: "Enquiry from Florence Nightingale: New → Contacted",
      before: { status: "new" },
      after: { status: "contacted" },
    });
    expect(textOf(await (await admin.request(path())).text())).toContain("Status: Contacted");
  });

  it("refuses a status that does not exist, says why beside the field, and changes nothing", async () => {
    const before = await auditOf(enquiryId);
    const refused = await admin.postForm(path(), { intent: "status", status: "archived" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Choose new, contacted, won or lost.");
    expect(html).toContain('aria-invalid="true"');
    const [row] = await subject.database.db
      .select({ status: institutionEnquiries.status })
      .from(institutionEnquiries)
      .where(eq(institutionEnquiries.id, enquiryId));
    expect(row?.status).toBe("contacted");
    expect(await auditOf(enquiryId)).toEqual(before);
  });

  it("takes internal notes, listed newest first with author and time, each audited", async () => {
    await admin.postForm(path(), { intent: "note", body: "Called them: a demo on Tuesday." });
    await otherAdmin.postForm(path(), { intent: "note", body: "Demo done, sending a quote." });
    const empty = await admin.postForm(path(), { intent: "note", body: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the note before adding it.");

    const html = textOf(await (await admin.request(path())).text());
    const newer = html.indexOf("Demo done, sending a quote.");
    const older = html.indexOf("Called them: a demo on Tuesday.");
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect(html).toContain("inbox-other@example.org, ");

    const notes = await subject.database.db
      .select()
      .from(enquiryNotes)
      .where(eq(enquiryNotes.enquiryId, enquiryId));
    expect(notes).toHaveLength(2);
    const [latest] = await auditOf(enquiryId);
    expect(latest).toMatchObject({
      action: "institution-enquiry.note",
      actor: "inbox-other@example.org",
      after: { body: "Demo done, sending a quote." },
    });
  });
});
