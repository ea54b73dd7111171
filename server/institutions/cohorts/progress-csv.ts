import Papa from "papaparse";
import { isPastDue } from "@common/institutions/due-date";
import type { Db } from "../../db/client";
import { verificationUrl } from "../../learning/certificates/verification-url";
import {
  exportPage,
  keptExportPage,
  type ExportRow,
  type ExportScope,
  type KeptExportRow,
  type KeptKeyset,
  type Keyset,
} from "./progress-export-rows";

const header = [
  "Learner",
  "Email",
  "Cohort",
  "Due date",
  "Course",
  "Lessons completed",
  "Lessons in course",
  "Progress (%)",
  "Last activity",
  "Best score (%)",
  "Passed",
  "Certificate number",
  "Certificate link",
  "Status",
];

/** Learners read per statement: a page's lines are written before the next page is read. */
export const exportPageSize = 250;

// Spreadsheets read "2026-11-25 14:03" as a date and time; UK time, as everywhere else.
const dateTime = new Intl.DateTimeFormat("sv-SE", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/**
 * A progress export as a stream of CSV text: the header, then one keyset page of learners at a
 * time, read only when the reader has taken the last (`pull`), so memory stays flat however many
 * rows there are; then, the same way, the records the institution keeps of learners who left or
 * were removed (their status says so). Cells that a spreadsheet would run as a formula are escaped (papaparse's
 * escapeFormulae): names are typed by learners.
 */
export function progressCsvStream(
  db: Db,
  scope: ExportScope,
  options: { appUrl: string; today: string; pageSize?: number },
) {
  const pageSize = options.pageSize ?? exportPageSize;
  const encoder = new TextEncoder();
  let after: Keyset = null;
  let keptAfter: KeptKeyset = null;
  let phase: "header" | "learners" | "kept" = "header";
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (phase === "header") {
        phase = "learners";
        // A byte-order mark, so Excel reads the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${lines([header])}`));
        return;
      }
      if (phase === "learners") {
        const rows = await exportPage(db, scope, after, pageSize);
        if (rows.length) controller.enqueue(encoder.encode(lines(rows.map(cellsOf(options)))));
        const learners = new Set(rows.map((row) => row.user_id)).size;
        const last = rows.at(-1);
        if (last && learners === pageSize) {
          after = { sortKey: last.sort_key, userId: last.user_id };
          return;
        }
        // A pull that enqueues nothing is not called again: go straight on to the kept records.
        phase = "kept";
      }
      const kept = await keptExportPage(db, scope, keptAfter, pageSize);
      if (kept.length) controller.enqueue(encoder.encode(lines(kept.map(keptCellsOf(options)))));
      const last = kept.at(-1);
      if (!last || kept.length < pageSize) controller.close();
      else keptAfter = { endedKey: last.ended_key, id: last.id };
    },
  });
}

const lines = (rows: unknown[][]) =>
  `${Papa.unparse(rows, { escapeFormulae: true, newline: "\r\n" })}\r\n`;

function cellsOf(options: { appUrl: string; today: string }) {
  return (row: ExportRow) => [
    row.name,
    row.email,
    row.cohort ?? "",
    row.due_date ?? "",
    row.course ?? "",
    row.course ? row.completed : "",
    row.course ? row.lesson_count : "",
    row.course && row.lesson_count ? Math.round((100 * row.completed!) / row.lesson_count) : "",
    row.last_at === null ? "" : dateTime.format(new Date(row.last_at)),
    row.best_score ?? "",
    !row.course || !row.has_assessment ? "" : row.passed ? "Yes" : "No",
    row.certificate ?? "",
    row.certificate ? verificationUrl(options.appUrl, row.certificate) : "",
    statusOf(row, options.today),
  ];
}

function keptCellsOf(options: { appUrl: string }) {
  return (row: KeptExportRow) => [
    row.name,
    row.email,
    row.cohorts ?? "",
    "",
    row.course,
    "",
    "",
    "",
    row.completed_at === null ? "" : dateTime.format(new Date(row.completed_at)),
    row.score ?? "",
    row.score === null ? "" : "Yes",
    row.certificate ?? "",
    row.certificate ? verificationUrl(options.appUrl, row.certificate) : "",
    `${row.status === "left" ? "Left Clinova" : "Removed"} on ${row.ended_at}`,
  ];
}

/** The learner's standing in one course: done, overdue, not started or in progress. */
function statusOf(row: ExportRow, today: string) {
  if (!row.course) return row.cohort ? "No course assigned" : "In no cohort";
  if (row.done) return row.has_assessment ? "Passed" : "Completed";
  if (isPastDue(row.due_date, today)) return "Overdue";
  return row.started ? "In progress" : "Not started";
}
