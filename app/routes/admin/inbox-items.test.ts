import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signResumeToken } from "@server/back-office/inbox/resume-link";
import {
  auditLog,
  careerApplications,
  contactSubmissions,
  enquiryNotes,
  institutionEnquiries,
} from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, testAuthSecret, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof signInAdmin>>;
let messageId: string;
let applicationId: string;
let enquiryId: string;
const resumeBytes = new TextEncoder().encode("%PDF-1.4 a résumé for the test\n%%EOF");

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
  await subject.storage.put(
    "resumes",
    "1700000000000_Grace_Hopper.pdf",
    resumeBytes,
    "application/pdf",
  );
  [{ id: applicationId }] = (await db
    .insert(careerApplications)
    .values({
      firstName: "Grace",
      lastName: "Hopper",
      resumeUrl: "1700000000000_Grace_Hopper.pdf",
      coverLetter: "I write compilers.",
    })
    .returning({ id: careerApplications.id })) as [{ id: string }];
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

describe("a résumé's signed link", () => {
  const applicationPath = () => `/admin/inbox/applications/${applicationId}`;

  async function freshLink(person = admin) {
    const made = await person.postForm(applicationPath(), { intent: "resume-link" });
    expect(made.status).toBe(303);
    const location = made.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^${applicationPath()}/resume\\?token=`));
    return location;
  }

  const downloads = async () =>
    (await auditOf(applicationId)).filter((entry) => entry.action === "resume.download");

  it("is offered on the application's page", async () => {
    const html = await (await admin.request(applicationPath())).text();
    expect(html).toContain("Download résumé");
    expect(html).toContain("I write compilers.");
  });

  it("gives the file to the admin it was made for, privately, and logs the download", async () => {
    const link = await freshLink();
    const file = await admin.request(link);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(resumeBytes);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="1700000000000_Grace_Hopper.pdf"',
    );
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    const [entry] = await downloads();
    expect(entry).toMatchObject({
      actor: "inbox-items@example.org",
      subjectType: "career-application",
      summary: "Downloaded the résumé of Grace Hopper",
    });
  });

  it("is refused once expired, altered, or in another admin's hands, and nothing is logged", async () => {
    const logged = (await downloads()).length;
    const expired = signResumeToken(
      testAuthSecret,
      { applicationId, adminId: admin.userId },
      new Date(Date.now() - 6 * 60_000),
    );
    const late = await admin.request(`${applicationPath()}/resume?token=${expired}`);
    expect(late.status).toBe(410);
    const latePage = await late.text();
    expect(latePage).toContain("This download link has expired");
    expect(latePage).not.toContain("%PDF");

    const link = await freshLink();
    const token = new URL(link, "http://x").searchParams.get("token") ?? "";
    const [payload = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
      expiresAt: number;
    };
    const stretched = Buffer.from(
      JSON.stringify({ ...claims, expiresAt: claims.expiresAt + 86_400_000 }),
    ).toString("base64url");
    for (const forged of [`${stretched}.${signature}`, `${payload}.AAAA`, "garbage", ""]) {
      const refused = await admin.request(`${applicationPath()}/resume?token=${forged}`);
      expect(refused.status, forged).toBe(403);
      expect(await refused.text()).toContain("This download link is not valid");
    }
    const borrowed = await otherAdmin.request(link);
    expect(borrowed.status).toBe(403);
    const elsewhere = await admin.request(
      `/admin/inbox/applications/00000000-0000-4000-8000-000000000000/resume?token=${token}`,
    );
    expect(elsewhere.status).toBe(404);
    expect(await downloads()).toHaveLength(logged);
  });

  it("is made and honoured for admins only", async () => {
    const member = await signInAdmin(subject, "not-yet-admin@example.org", { twoFactor: "none" });
    const link = await freshLink();
    expect((await member.request(link)).status).toBe(302);
    expect((await member.postForm(applicationPath(), { intent: "resume-link" })).status).toBe(403);
  });
});
