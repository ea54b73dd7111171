import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertInstitution } from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { auditLog, users } from "../../db/schema/index";
import { recordManagerSignIn } from "./manager-sign-in";

// Decision 0064: one sign-in entry per session and institution, however many tabs open at once.
// On PostgreSQL the calls below run on separate connections of the pool, at the same moment.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("records a session's sign-in once when many of its requests record it at the same moment", async () => {
  const { db } = database;
  const institutionId = await insertInstitution(db, "Race Trust");
  await db.insert(users).values({ id: "racer", email: "racer@race.test", name: "Racer" });
  const signIn = (sessionId: string) =>
    recordManagerSignIn(db, {
      user: { id: "racer", email: "racer@race.test", sessionId },
      institutionId,
      role: "manager",
      ipAddress: "192.0.2.7",
    });
  await Promise.all(Array.from({ length: 8 }, () => signIn("session-one")));
  await Promise.all(Array.from({ length: 8 }, () => signIn("session-two")));
  const entries = await db
    .select({ subjectId: auditLog.subjectId })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, "manager.signed-in"), eq(auditLog.institutionId, institutionId)),
    );
  expect(entries).toHaveLength(2);
  expect(new Set(entries.map((entry) => entry.subjectId)).size).toBe(2);
});
