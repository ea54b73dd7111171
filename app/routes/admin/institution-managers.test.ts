import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, institutionAccounts, institutionManagers, notices } from "@server/db/schema";
import { listOutbox, outboxDir } from "@server/mail/outbox";
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
    .select({
      userId: institutionManagers.userId,
      namedBy: institutionManagers.namedBy,
      role: institutionManagers.role,
    })
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
    expect(await managers()).toEqual([
      { userId: lead.userId, namedBy: admin.userId, role: "manager" },
    ]);
    expect(await lastAudit()).toMatchObject({
      actor: "managers-admin@example.org",
      action: "manager.named",
      subjectType: "user",
      subjectId: lead.userId,
      institutionId,
      before: null,
      after: { email: "training.lead@larkmere.nhs.uk", role: "manager" },
    });
    expect((await lastAudit()).ipAddress).toBeTruthy();

    // The named person is told by email (through the queue) and by a notice in the product.
    await subject.mailQueueSettled();
    const sent = await listOutbox(outboxDir(subject.config.dataDir), 50);
    const email = sent.find((message) => message.to === "training.lead@larkmere.nhs.uk");
    expect(email?.subject).toBe("You are now a manager of Larkmere Teaching Hospitals on Clinova");
    expect(email?.text).toContain(`/manage/${institutionId}`);
    const told = await db().select().from(notices).where(eq(notices.userId, lead.userId));
    expect(told).toMatchObject([
      {
        kind: "manager-named",
        institutionId,
        href: `/manage/${institutionId}`,
        title: "You are now a manager of Larkmere Teaching Hospitals",
      },
    ]);

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
    expect(await again.text()).toContain("is already named here: change their role");

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
      { intent: "change-manager-role", userId: lead.userId, role: "reporter" },
    ]) {
      expect((await other.postForm(page(), fields)).status).toBe(404);
      expect((await lead.postForm(page(), fields)).status).toBe(404);
    }
    expect(await managers()).toHaveLength(1);
    expect(await auditCount()).toBe(before);
  });

  it("makes a manager a reporter and back, audited, and names a reporter", async () => {
    const changed = await admin.postForm(page(), {
      intent: "change-manager-role",
      userId: lead.userId,
      role: "reporter",
    });
    expect(changed.status).toBe(302);
    expect((await managers())[0]?.role).toBe("reporter");
    expect(await lastAudit()).toMatchObject({
      action: "manager.role-changed",
      subjectId: lead.userId,
      institutionId,
      before: { role: "manager" },
      after: { role: "reporter" },
    });
    const before = await auditCount();
    const same = await admin.postForm(page(), {
      intent: "change-manager-role",
      userId: lead.userId,
      role: "reporter",
    });
    expect(same.status).toBe(302);
    expect(await auditCount()).toBe(before);
    const bad = await admin.postForm(page(), {
      intent: "change-manager-role",
      userId: lead.userId,
      role: "owner",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose manager or reporter");
    await admin.postForm(page(), {
      intent: "change-manager-role",
      userId: lead.userId,
      role: "manager",
    });
    expect((await managers())[0]?.role).toBe("manager");

    const named = await admin.postForm(page(), {
      intent: "name-manager",
      email: "other@example.org",
      role: "reporter",
    });
    expect(named.status).toBe(302);
    expect(await lastAudit()).toMatchObject({
      action: "manager.named",
      subjectId: other.userId,
      after: { role: "reporter" },
    });
    const html = await (await admin.request(page())).text();
    expect(html).toMatch(/other@example.org(<!-- -->)? · (<!-- -->)?reporter/);
    await admin.postForm(page(), { intent: "remove-manager", userId: other.userId });
  });

  it("removes a manager, audited, leaving their account", async () => {
    const removed = await admin.postForm(page(), { intent: "remove-manager", userId: lead.userId });
    expect(removed.status).toBe(302);
    expect(await managers()).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: "manager.removed",
      subjectId: lead.userId,
      institutionId,
      before: { email: "training.lead@larkmere.nhs.uk", role: "manager" },
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
