import type { Db } from "@server/db/client";
import { institutionAccounts, institutionCourses, institutionManagers } from "@server/db/schema";

let serial = 0;

/**
 * An institution with a running contract, written as the back office would (its pages are built
 * elsewhere): tests name its managers and courses directly.
 */
export async function createInstitution(
  db: Db,
  values: Partial<typeof institutionAccounts.$inferInsert> & {
    managers?: string[];
    /** Named with the read-only role (docs/product/institutions.md#roles). */
    reporters?: string[];
    courseIds?: string[];
  } = {},
) {
  const { managers = [], reporters = [], courseIds = [], ...account } = values;
  const [row] = await db
    .insert(institutionAccounts)
    .values({
      name: `Test Trust ${process.pid}-${++serial}`,
      seatCount: 5,
      contractStart: "2026-01-01",
      contractEnd: "2099-12-31",
      ...account,
    })
    .returning();
  if (managers.length > 0) {
    await db
      .insert(institutionManagers)
      .values(managers.map((userId) => ({ institutionId: row!.id, userId })));
  }
  if (reporters.length > 0) {
    await db
      .insert(institutionManagers)
      .values(
        reporters.map((userId) => ({ institutionId: row!.id, userId, role: "reporter" as const })),
      );
  }
  if (courseIds.length > 0) {
    await db
      .insert(institutionCourses)
      .values(courseIds.map((courseId) => ({ institutionId: row!.id, courseId })));
  }
  return row!;
}
