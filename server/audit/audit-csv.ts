import Papa from "papaparse";
import { and, desc, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema/index";

const header = ["When (UK time)", "Who", "Action", "What", "Address"];

/** Entries read per statement: a page's lines are written before the next page is read. */
export const auditCsvPageSize = 500;

// Spreadsheets read "2026-11-25 14:03:05" as a date and time; UK time, as everywhere else.
const dateTime = new Intl.DateTimeFormat("sv-SE", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/London",
});

const lines = (rows: unknown[][]) =>
  `${Papa.unparse(rows, { escapeFormulae: true, newline: "\r\n" })}\r\n`;

/**
 * The entries `where` selects, newest first, as a stream of CSV text read one keyset page at a
 * time (newest first, by time then id), so memory stays flat however long the log. Cells a spreadsheet would
 * run as a formula are escaped (papaparse's escapeFormulae): summaries quote names people typed.
 */
export function auditCsvStream(db: Db, where: SQL | undefined, pageSize = auditCsvPageSize) {
  const encoder = new TextEncoder();
  // The last entry written, as (created_at to the microsecond, id): the next page starts below it.
  let before: { at: string; id: number } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark, so Excel reads the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${lines([header])}`));
        return;
      }
      const rows = await db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          at: sql<string>`${auditLog.createdAt}::text`,
          actor: auditLog.actor,
          action: auditLog.action,
          summary: auditLog.summary,
          ipAddress: auditLog.ipAddress,
        })
        .from(auditLog)
        .where(
          and(
            where,
            before === null
              ? undefined
              : sql`(${auditLog.createdAt}, ${auditLog.id}) < (${before.at}::timestamptz, ${before.id})`,
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize);
      if (rows.length) {
        const cells = rows.map((row) => [
          dateTime.format(row.createdAt),
          row.actor,
          row.action,
          row.summary,
          row.ipAddress ?? "",
        ]);
        controller.enqueue(encoder.encode(lines(cells)));
      }
      if (rows.length < pageSize) {
        controller.close();
        return;
      }
      const last = rows.at(-1)!;
      before = { at: last.at, id: last.id };
    },
  });
}

/** The stream as a download. */
export function auditCsvResponse(body: ReadableStream<Uint8Array>, filename: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
