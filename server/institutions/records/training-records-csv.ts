import Papa from "papaparse";
import { and, desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trainingRecords } from "../../db/schema/index";
import {
  recordsWhere,
  trainingRecordColumns,
  type TrainingRecordRow,
} from "./training-record-list";

const header = [
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
];

/** Records read per statement: one page is written before the next is read. */
const pageSize = 500;

// UK dates as spreadsheets read them (yyyy-mm-dd).
const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
const dayOf = (at: Date | null) => (at ? day.format(at) : "");

/**
 * The institution's kept training records as a stream of CSV text, latest departure first, read
 * a keyset page at a time when the reader wants more, so memory stays flat. Cells a spreadsheet
 * would run as a formula are escaped (papaparse's escapeFormulae): names are typed by learners.
 */
export function trainingRecordsCsvStream(db: Db, institutionId: string, q: string) {
  const encoder = new TextEncoder();
  let after: { endedAt: Date; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${lines([header])}`));
        return;
      }
      const rows = (await db
        .select(trainingRecordColumns)
        .from(trainingRecords)
        .where(
          and(
            recordsWhere(institutionId, q),
            after
              ? sql`(${trainingRecords.endedAt}, ${trainingRecords.id}) < (${after.endedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(trainingRecords.endedAt), desc(trainingRecords.id))
        .limit(pageSize)) as TrainingRecordRow[];
      if (rows.length) controller.enqueue(encoder.encode(lines(rows.map(cellsOf))));
      const last = rows.at(-1);
      if (!last || rows.length < pageSize) {
        controller.close();
        return;
      }
      after = { endedAt: last.endedAt, id: last.id };
    },
  });
}

const lines = (rows: unknown[][]) =>
  `${Papa.unparse(rows, { escapeFormulae: true, newline: "\r\n" })}\r\n`;

const statusName = { left: "Left Clinova", removed: "Removed" } as const;

const cellsOf = (row: TrainingRecordRow) => [
  row.learnerName,
  row.email,
  row.staffNumber ?? "",
  row.registrationNumber ?? "",
  row.courseTitle,
  dayOf(row.completedAt),
  row.score ?? "",
  row.certificateNumber ?? "",
  dayOf(row.expiresAt),
  statusName[row.status],
  dayOf(row.endedAt),
  row.eraseAfter,
];

/** The export as a download. */
export function trainingRecordsCsvResponse(
  db: Db,
  institution: { id: string; name: string },
  q: string,
  today: string,
) {
  const slug =
    institution.name
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_]+/g, "-")
      .toLowerCase()
      .slice(0, 60) || "institution";
  return new Response(trainingRecordsCsvStream(db, institution.id, q), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slug}-training-records-${today}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
