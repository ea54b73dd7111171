import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainingRecords } from "@server/db/schema";
import { createQueryCounter } from "@server/db/query-counter";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { openTestDatabase } from "../../../tests/support/test-database";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// The manager area's Training records (docs/product/institutions.md#training-records).
const counter = createQueryCounter();
let subject: TestApp;
let manager: Learner;
let otherManager: Learner;
let learner: Learner;
let a: { id: string; name: string };
let b: { id: string; name: string };

const record = (
  institutionId: string,
  n: number,
  values: Partial<typeof trainingRecords.$inferInsert> = {},
) => ({
  institutionId,
  learnerName: `Learner ${String(n).padStart(2, "0")}`,
  email: `learner${n}@records.test`,
  staffNumber: `ST-${1000 + n}`,
  registrationNumber: `NMC-${n}`,
  courseTitle: "Basic life support",
  completedAt: new Date("2026-05-04T10:00:00Z"),
  score: 80 + (n % 20),
  certificateNumber: `CLN-${n}`,
  status: "left" as const,
  endedAt: new Date(Date.UTC(2026, 9, 1, 0, n)),
  eraseAfter: "2032-10-01",
  ...values,
});

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  manager = await signUpLearner(subject, "lead@records.test");
  otherManager = await signUpLearner(subject, "lead@elsewhere.test");
  learner = await signUpLearner(subject, "nurse@records.test");
  const { db } = subject.database;
  a = await createInstitution(db, { name: "Ashcombe Trust", managers: [manager.userId] });
  b = await createInstitution(db, { name: "Bellhaven Trust", managers: [otherManager.userId] });
  await db.insert(trainingRecords).values([
    ...Array.from({ length: 55 }, (_, i) => record(a.id, i + 1)),
    record(a.id, 90, {
      learnerName: '=HYPERLINK("http://evil.example")',
      email: "formula@records.test",
      staffNumber: "ZX-9",
      status: "removed",
      completedAt: null,
      score: null,
      certificateNumber: null,
    }),
    record(b.id, 91, { learnerName: "Bellhaven Only", email: "only@bellhaven.test" }),
  ]);
});
afterAll(async () => {
  await subject.close();
});

describe("/manage/:institutionId/records", () => {
  it("lists the institution's kept records, 50 a page, in a constant number of statements", async () => {
    // A first page of the manager area records the session's sign-in (decision 0064): count a later one.
    await manager.request(`/manage/${a.id}/records`);
    counter.take();
    const response = await manager.request(`/manage/${a.id}/records`);
    expect(response.status).toBe(200);
    // The session, the layout's gate, the page's gate, the page of records and their count.
    const statements = counter.take().length;
    expect(statements).toBeLessThanOrEqual(5);
    const html = await response.text();
    expect(html).toContain("Training records");
    expect(html).toContain("56 records");
    expect(html).toContain("Page 1 of 2");
    expect(html).toContain("Removed on");
    expect(html).toContain("Left Clinova on");
    expect(html).not.toContain("Bellhaven Only");
    expect(html).toContain(`href="/manage/${a.id}/records"`);

    const second = await (await manager.request(`/manage/${a.id}/records?page=2`)).text();
    expect(counter.take()).toHaveLength(statements);
    expect(second).toContain("Page 2 of 2");
    expect(second).toContain("Learner 01");
  });

  it("searches by name, email or staff number", async () => {
    const byStaff = await (await manager.request(`/manage/${a.id}/records?q=st-1007`)).text();
    expect(byStaff).toContain("1 record matches");
    expect(byStaff).toContain("learner7@records.test");
    const byEmail = await (await manager.request(`/manage/${a.id}/records?q=formula%40`)).text();
    expect(byEmail).toContain("1 record matches");
    const none = await (await manager.request(`/manage/${a.id}/records?q=100%25`)).text();
    expect(none).toContain("No kept record matches your search.");
  });

  it("exports them as CSV, formulas escaped, the search applied", async () => {
    const response = await manager.request(`/manage/${a.id}/records.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ashcombe-trust-training-records-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const rows = Papa.parse<string[]>(text.trim()).data;
    expect(rows[0]).toEqual([
      "Learner",
      "Email",
      "Staff number",
      "Registration number",
      "Course",
      "Completed",
      "Score (%)",
      "Certificate number",
      "Expires",
      "Status",
      "Left or removed on",
      "Erased after",
    ]);
    expect(rows).toHaveLength(57);
    const formula = rows.find((row) => row[1] === "formula@records.test")!;
    expect(formula[0]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(formula[9]).toBe("Removed");
    const seven = rows.find((row) => row[1] === "learner7@records.test")!;
    expect(seven).toEqual([
      "Learner 07",
      "learner7@records.test",
      "ST-1007",
      "NMC-7",
      "Basic life support",
      "2026-05-04",
      "87",
      "CLN-7",
      "",
      "Left Clinova",
      "2026-10-01",
      "2032-10-01",
    ]);
    expect(text).not.toContain("Bellhaven");

    const searched = await (await manager.request(`/manage/${a.id}/records.csv?q=ZX-9`)).text();
    expect(searched.trim().split("\r\n")).toHaveLength(2);
  });

  it("answers 404 to another institution's manager and to a learner, page and export", async () => {
    for (const path of [`/manage/${a.id}/records`, `/manage/${a.id}/records.csv`]) {
      expect((await otherManager.request(path)).status).toBe(404);
      expect((await learner.request(path)).status).toBe(404);
    }
  });
});
