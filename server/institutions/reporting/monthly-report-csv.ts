import Papa from "papaparse";
import type { MonthlyReportRow } from "./monthly-report-rows";

const header = [
  "Name",
  "Email",
  "Cohorts",
  "Course",
  "Status",
  "Completed on",
  "Score (%)",
  "Expires on",
];

const statusName = {
  completed: "Completed",
  expiring: "Expiring",
  expired: "Expired",
  "in-progress": "In progress",
  "not-started": "Not started",
} as const;

// Spreadsheets read "2027-03-02" as a date; UK dates, as everywhere else.
const day = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeZone: "Europe/London" });
const dayOf = (value: Date | string | null) => (value ? day.format(new Date(value)) : "");

/**
 * The monthly report's CSV (docs/product/institutions.md#reporting): one line per learner and
 * course. Names are typed by learners, so cells a spreadsheet would run as a formula are escaped.
 */
export function monthlyReportCsv(rows: MonthlyReportRow[]) {
  const lines = rows.map((row) => [
    row.name,
    row.email,
    row.cohorts,
    row.course,
    row.overdue ? `${statusName[row.status]} (overdue)` : statusName[row.status],
    dayOf(row.completedAt),
    row.score === null ? "" : String(row.score),
    dayOf(row.expiresAt),
  ]);
  return `\uFEFF${Papa.unparse([header, ...lines], { escapeFormulae: true, newline: "\r\n" })}\r\n`;
}

/** The email's summary: how many learners, and the counts the overview shows. */
export function monthlyReportSummary(rows: MonthlyReportRow[]) {
  const count = (test: (row: MonthlyReportRow) => boolean) => rows.filter(test).length;
  const completed = count((row) => row.status === "completed" || row.status === "expiring");
  const learners = new Set(rows.map((row) => row.email)).size;
  const rate = rows.length === 0 ? 0 : Math.round((completed / rows.length) * 100);
  return {
    learners,
    assignments: rows.length,
    completed,
    rate,
    overdue: count((row) => row.overdue),
    expiring: count((row) => row.status === "expiring"),
    expired: count((row) => row.status === "expired"),
  };
}
