import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, institutionAccounts } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "retention@example.org");
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const byName = async (name: string) =>
  (await db().select().from(institutionAccounts).where(eq(institutionAccounts.name, name)))[0];
const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

function institutionForm(fields: Record<string, string>) {
  const form = new FormData();
  const values: Record<string, string> = {
    intent: "save-institution",
    name: "Fenwick Community Trust",
    seatCount: "10",
    contractStart: "2026-01-01",
    contractEnd: "2099-12-31",
    tier: "standard",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}
const post = (path: string, body: FormData) => admin.request(path, { method: "POST", body });

describe("how long an institution keeps training records (back office)", () => {
  it("defaults to 6 years, shows the field, changes it audited, and refuses outside 1 to 50", async () => {
    const created = await post("/admin/institutions/new", institutionForm({ retentionYears: "" }));
    expect(created.status).toBe(302);
    const row = await byName("Fenwick Community Trust");
    expect(row!.retentionYears).toBe(6);
    const page = `/admin/institutions/${row!.id}`;

    const html = await (await admin.request(page)).text();
    expect(html).toContain("Records kept for (years)");
    expect(html).toMatch(/name="retentionYears"[^>]*value="6"|value="6"[^>]*name="retentionYears"/);

    expect((await post(page, institutionForm({ retentionYears: "10" }))).status).toBe(302);
    expect((await byName("Fenwick Community Trust"))!.retentionYears).toBe(10);
    expect(await lastAudit()).toMatchObject({
      action: "institution.update",
      subjectId: row!.id,
      before: expect.objectContaining({ retentionYears: 6 }),
      after: expect.objectContaining({ retentionYears: 10 }),
    });

    for (const wrong of ["0", "51", "2.5", "ten"]) {
      const refused = await post(page, institutionForm({ retentionYears: wrong }));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(
        "Records are kept for a whole number of years from 1 to 50",
      );
    }
    expect((await byName("Fenwick Community Trust"))!.retentionYears).toBe(10);
  });
});
