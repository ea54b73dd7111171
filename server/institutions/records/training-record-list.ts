import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containing } from "@common/sql-like";
import type { Db } from "../../db/client";
import { trainingRecords } from "../../db/schema/index";

export const trainingRecordsPageSize = 50;

/** The columns the page and the export show of a kept record. */
export const trainingRecordColumns = {
  id: trainingRecords.id,
  learnerName: trainingRecords.learnerName,
  email: trainingRecords.email,
  staffNumber: trainingRecords.staffNumber,
  registrationNumber: trainingRecords.registrationNumber,
  courseTitle: trainingRecords.courseTitle,
  completedAt: trainingRecords.completedAt,
  score: trainingRecords.score,
  certificateNumber: trainingRecords.certificateNumber,
  expiresAt: trainingRecords.expiresAt,
  status: trainingRecords.status,
  endedAt: trainingRecords.endedAt,
  eraseAfter: trainingRecords.eraseAfter,
};

export type TrainingRecordRow = {
  [K in keyof typeof trainingRecordColumns]: (typeof trainingRecordColumns)[K]["_"]["data"];
} & { status: "left" | "removed" };

/** The institution's kept records matching `q` (name, email or staff number), in SQL. */
export function recordsWhere(institutionId: string, q: string): SQL {
  const scope = eq(trainingRecords.institutionId, institutionId);
  if (!q) return scope;
  const pattern = containing(q);
  return and(
    scope,
    or(
      ilike(trainingRecords.learnerName, pattern),
      ilike(trainingRecords.email, pattern),
      ilike(trainingRecords.staffNumber, pattern),
    ),
  )!;
}

/**
 * One page of the training records an institution keeps of learners who left or were removed
 * (docs/product/institutions.md#training-records), latest departure first: two statements.
 */
export async function trainingRecordPage(
  db: Db,
  institutionId: string,
  query: { q: string; page: number },
) {
  const where = recordsWhere(institutionId, query.q);
  const [rows, [total]] = await Promise.all([
    db
      .select(trainingRecordColumns)
      .from(trainingRecords)
      .where(where)
      .orderBy(
        desc(trainingRecords.endedAt),
        sql`lower(${trainingRecords.learnerName})`,
        trainingRecords.courseTitle,
        trainingRecords.id,
      )
      .limit(trainingRecordsPageSize)
      .offset((query.page - 1) * trainingRecordsPageSize),
    db.select({ value: count() }).from(trainingRecords).where(where),
  ]);
  return { rows: rows as TrainingRecordRow[], total: total?.value ?? 0 };
}
