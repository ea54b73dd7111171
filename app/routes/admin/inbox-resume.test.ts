import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signResumeToken } from "@server/back-office/inbox/resume-link";
import { auditLog, careerApplications } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, testAuthSecret, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof signInAdmin>>;
let applicationId: string;
const resumeBytes = new TextEncoder().encode("%PDF-1.4 a résumé for the test\n%%EOF");

beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "inbox-items@example.org");
  otherAdmin = await signInAdmin(subject, "inbox-other@example.org");
  await subject.storage.put(
    "resumes",
    "1700000000000_Grace_Hopper.pdf",
    resumeBytes,
    "application/pdf",
  );
  [{ id: applicationId }] = (await subject.database.db
    .insert(careerApplications)
    .values({
      firstName: "Grace",
      lastName: "Hopper",
      resumeUrl: "1700000000000_Grace_Hopper.pdf",
      coverLetter: "I write compilers.",
    })
    .returning({ id: careerApplications.id })) as [{ id: string }];
});
afterAll(async () => {
  await subject.close();
});

const auditOf = (subjectId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(desc(auditLog.id));

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
      300,
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
