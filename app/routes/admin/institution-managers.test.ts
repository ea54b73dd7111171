import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, institutionAccounts, institutionManagers } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let lead: Learner;
let other: Learner;
let institutionId: string;
beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "managers-admin@example.org");
  lead = await signUpLearner(subject, "training.lead@larkmere.nhs.uk", { name: "Priya Lead" });
  other = await signUpLearner(subject, "other@example.org");
  const [row] = await subject.database.db
    .insert(institutionAccounts)
    .values({
      name: "Larkmere Teaching Hospitals",
      seatCount: 3,
      contractStart: "2026-01-01",
      contractEnd: "2099-12-31",
    })
    .returning();
  institutionId = row!.id;
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const page = () => `/admin/institutions/${institutionId}`;
const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const managers = () =>
  db()
    .select({ userId: institutionManagers.userId, namedBy: institutionManagers.namedBy })
    .from(institutionManagers)
    .where(eq(institutionManagers.institutionId, institutionId));

describe("an institution's managers in the back office", () => {
  it("names a manager by the email of an existing account, audited", async () => {
    const named = await admin.postForm(page(), {
      intent: "name-manager",
      email: "  training.lead@LARKMERE.nhs.uk ",
    });
    expect(named.status).toBe(302);
    expect(named.headers.get("location")).toBe(`${page()}#managers`);
    expect(await managers()).toEqual([{ userId: lead.userId, namedBy: admin.userId }]);
    expect(await lastAudit()).toMatchObject({
      actor: "managers-admin@example.org",
      action: "institution.manager-named",
      subjectType: "institution",
      subjectId: institutionId,
      before: null,
      after: { managerId: lead.userId, managerEmail: "training.lead@larkmere.nhs.uk" },
    });

    const html = await (await admin.request(page())).text();
    expect(html).toContain("Priya Lead");
    expect(html).toContain("training.lead@larkmere.nhs.uk");
    const list = await (await admin.request("/admin/institutions")).text();
    expect(list).toMatch(/Larkmere Teaching Hospitals[\s\S]*>1<\/td>/);
  });

  it("says clearly when no account has the email, or they already manage it", async () => {
    const before = await auditCount();
    const unknown = await admin.postForm(page(), {
      intent: "name-manager",
      email: "nobody@larkmere.nhs.uk",
    });
    expect(unknown.status).toBe(422);
    const html = await unknown.text();
    expect(html).toContain("No account uses nobody@larkmere.nhs.uk.");
    expect(html).toContain('value="nobody@larkmere.nhs.uk"');

    const again = await admin.postForm(page(), {
      intent: "name-manager",
      email: "training.lead@larkmere.nhs.uk",
    });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain("already manages this institution");

    const malformed = await admin.postForm(page(), { intent: "name-manager", email: "lead@" });
    expect(await malformed.text()).toContain("Enter an email address, like name@example.org");
    expect(await managers()).toHaveLength(1);
    expect(await auditCount()).toBe(before);
  });

  it("a member cannot name or remove managers: 404 and nothing changes", async () => {
    const before = await auditCount();
    for (const fields of <Record<string, string>[]>[
      { intent: "name-manager", email: "other@example.org" },
      { intent: "remove-manager", userId: lead.userId },
    ]) {
      expect((await other.postForm(page(), fields)).status).toBe(404);
      expect((await lead.postForm(page(), fields)).status).toBe(404);
    }
    expect(await managers()).toHaveLength(1);
    expect(await auditCount()).toBe(before);
  });

  it("removes a manager, audited, leaving their account", async () => {
    const removed = await admin.postForm(page(), { intent: "remove-manager", userId: lead.userId });
    expect(removed.status).toBe(302);
    expect(await managers()).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: "institution.manager-removed",
      subjectId: institutionId,
      before: { managerId: lead.userId, managerEmail: "training.lead@larkmere.nhs.uk" },
      after: null,
    });
    const again = await admin.postForm(page(), { intent: "remove-manager", userId: lead.userId });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain("This person no longer manages the institution.");
    const stillThere = await db()
      .select()
      .from(institutionManagers)
      .where(
        and(
          eq(institutionManagers.institutionId, institutionId),
          eq(institutionManagers.userId, lead.userId),
        ),
      );
    expect(stillThere).toEqual([]);
  });
});
