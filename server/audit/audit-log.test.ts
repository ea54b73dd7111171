import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema/index";
import { openTestDatabase } from "../../tests/support/test-database";
import { recordAudit } from "./audit-log";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the audit log", () => {
  it("takes new entries and refuses to change or remove any, whoever asks", async () => {
    const db = database.db;
    await recordAudit(
      db,
      { id: "u1", email: "admin@example.org" },
      {
        action: "article.update",
        subjectType: "article",
        subjectId: "a1",
        summary: "Edited an article",
        before: { title: "Old" },
        after: { title: "New" },
      },
    );
    const refusals = [
      sql`update audit_log set summary = 'rewritten'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ];
    for (const statement of refusals) {
      await expect(db.execute(statement)).rejects.toThrow();
    }
    const rows = await db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: "admin@example.org",
      summary: "Edited an article",
      before: { title: "Old" },
      after: { title: "New" },
    });
  });
});
