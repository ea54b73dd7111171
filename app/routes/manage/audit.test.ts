import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "@server/audit/audit-log";
import { auditLog, cohorts, institutionSeats } from "@server/db/schema";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { learnerPassword, signUpLearner, type Learner } from "../../../tests/support/learner";
import { httpSession } from "../../../tests/support/http-session";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// The institution's audit log (docs/product/institutions.md#audit-log): each manager action leaves
// its entry with actor, address and institution; the page and its CSV show this institution's
// entries only, filtered; a reporter reads and exports it; anyone else gets 404.
let subject: TestApp;
let manager: Learner;
let reporter: Learner;
let otherManager: Learner;
let learner: Learner;
let a: { id: string; name: string };
let b: { id: string; name: string };

beforeAll(async () => {
  subject = await startTestApp();
  const { db } = subject.database;
  manager = await signUpLearner(subject, "lead@audit.test");
  reporter = await signUpLearner(subject, "education.lead@audit.test");
  otherManager = await signUpLearner(subject, "lead@other-audit.test");
  learner = await signUpLearner(subject, "learner@audit.test");
  a = await createInstitution(db, {
    name: "Audley Trust",
    managers: [manager.userId],
    reporters: [reporter.userId],
  });
  b = await createInstitution(db, { name: "Bexmoor Trust", managers: [otherManager.userId] });
  await db
    .insert(institutionSeats)
    .values({ institutionId: a.id, userId: learner.userId, source: "invitation" });
  await recordAudit(db, "command line", {
    action: "cohort.created",
    subjectType: "cohort",
    summary: "SECRET-OF-B: a cohort of Bexmoor",
    institutionId: b.id,
  });
});
afterAll(async () => {
  await subject.close();
});

const entriesOfA = () =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.institutionId, a.id))
    .orderBy(desc(auditLog.id));

describe("each manager action in a cohort", () => {
  it("leaves its entry with the manager, the address and the institution", async () => {
    const { db } = subject.database;
    const created = await manager.postForm(`/manage/${a.id}/cohorts`, {
      name: "F1 doctors",
      dueDate: "",
    });
    expect(created.status).toBe(303);
    const [cohort] = await db.select().from(cohorts).where(eq(cohorts.institutionId, a.id));
    const settings = `/manage/${a.id}/cohorts/${cohort!.id}/settings`;
    const steps: [Record<string, string>, string][] = [
      [{ intent: "details", name: "F1 doctors, August", dueDate: "" }, "cohort.renamed"],
      [
        { intent: "details", name: "F1 doctors, August", dueDate: "2030-09-01" },
        "cohort.due-date-changed",
      ],
      [{ intent: "courses" }, "cohort.courses-changed"],
      [{ intent: "add-members", emails: "learner@audit.test" }, "cohort.members-added"],
      [{ intent: "remove-member", userId: learner.userId }, "cohort.members-removed"],
    ];
    for (const [body, action] of steps) {
      const response = await manager.postForm(settings, body);
      expect(response.status, action).toBe(303);
      const [last] = await entriesOfA();
      expect(last, action).toMatchObject({
        action,
        actorId: manager.userId,
        actor: "lead@audit.test",
        institutionId: a.id,
      });
      expect(last!.ipAddress, action).toBeTruthy();
    }
    const [first] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, a.id), eq(auditLog.action, "cohort.created")));
    expect(first).toMatchObject({ actor: "lead@audit.test", subjectId: cohort!.id });
    expect(first!.ipAddress).toBeTruthy();
  });

  it("records a sign-in to the manager area once per session", async () => {
    const signIns = async () =>
      (await entriesOfA()).filter(
        (entry) => entry.action === "manager.signed-in" && entry.actorId === manager.userId,
      );
    await manager.request(`/manage/${a.id}`);
    await manager.request(`/manage/${a.id}/cohorts`);
    expect(await signIns()).toHaveLength(1);
    expect((await signIns())[0]!.ipAddress).toBeTruthy();
    // A new session (another browser) is a new sign-in.
    const again = httpSession(subject);
    const signedIn = await again.postJson("/api/auth/sign-in/email", {
      email: "lead@audit.test",
      password: learnerPassword,
    });
    expect(signedIn.status).toBe(200);
    expect((await again.request(`/manage/${a.id}`)).status).toBe(200);
    expect(await signIns()).toHaveLength(2);
  });
});

describe("the audit log page", () => {
  it("lists the institution's entries only, newest first, to its manager and its reporter", async () => {
    for (const person of [manager, reporter]) {
      const response = await person.request(`/manage/${a.id}/audit`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("cohort.members-removed");
      expect(html).not.toContain("SECRET-OF-B");
      expect(html.indexOf("cohort.members-removed")).toBeLessThan(
        html.indexOf("Created the cohort"),
      );
    }
  });

  it("filters by action, actor and dates", async () => {
    const html = async (query: string) =>
      (await manager.request(`/manage/${a.id}/audit?${query}`)).text();
    const renamed = await html("action=cohort.renamed");
    expect(renamed).toContain("1–1 of 1 entries");
    expect(await html("actor=nobody-here")).toContain("No entry matches.");
    expect(await html("actor=LEAD%40audit")).toContain("cohort.created");
    expect(await html("from=2000-01-01&to=2000-12-31")).toContain("No entry matches.");
    expect(await html("from=2000-01-01")).toContain("cohort.created");
    // Nonsense in the address is dropped, not an error.
    expect(await html("from=yesterday&action=DROP%20TABLE")).toContain("cohort.created");
  });

  it("exports the filtered entries as CSV, formulas neutralised, to a reporter too", async () => {
    const { db } = subject.database;
    await recordAudit(
      db,
      { id: manager.userId, email: "lead@audit.test" },
      {
        action: "cohort.renamed",
        subjectType: "cohort",
        summary: '=HYPERLINK("http://evil.example","renamed")',
        institutionId: a.id,
      },
    );
    const response = await reporter.request(`/manage/${a.id}/audit.csv?action=cohort.renamed`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/audley-trust-audit-log-/);
    const csv = await response.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]!.replace(/^\uFEFF/, "")).toBe("When (UK time),Who,Action,What,Address");
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""renamed"")"`);
    expect(csv).not.toContain("cohort.created");
    expect(csv).not.toContain("SECRET-OF-B");
  });

  it("answers 404 to the manager of another institution, the page and the export", async () => {
    expect((await otherManager.request(`/manage/${a.id}/audit`)).status).toBe(404);
    expect((await otherManager.request(`/manage/${a.id}/audit.csv`)).status).toBe(404);
    expect((await learner.request(`/manage/${a.id}/audit.csv`)).status).toBe(404);
  });
});
