import Papa from "papaparse";
import { cpdHours } from "@common/learning/cpd-hours";
import type { LearningRecord } from "./learning-record";

const header = [
  "Date",
  "Title",
  "Activity type",
  "Hours",
  "Active time measured (minutes)",
  "Participatory",
  "What it covered",
  "Outcome",
  "Certificate number",
  "Verification address",
  "What I learned",
  "How it changes my practice",
  "Standards it relates to",
];

/**
 * The learning record as CSV for a spreadsheet or a revalidation portfolio: one row per entry,
 * then the totals. Cells that a spreadsheet would run as a formula are escaped (papaparse's
 * escapeFormulae), since titles and reflections are typed by the learner.
 */
export function learningRecordCsv(record: LearningRecord) {
  const rows = record.entries.map((entry) => [
    entry.date,
    entry.title,
    entry.activityType,
    cpdHours(entry.minutes),
    entry.activeMinutes ?? "",
    entry.participatory ? "Yes" : "No",
    entry.covered,
    entry.achievement ?? "",
    entry.certificate?.number ?? "",
    entry.certificate?.verificationUrl ?? "",
    entry.reflection?.whatLearned ?? "",
    entry.reflection?.practiceChange ?? "",
    entry.reflection?.standards ?? "",
  ]);
  const { totals, period } = record;
  const summary = [
    [],
    ["Period", `${period.from} to ${period.to}`],
    ["Total hours", cpdHours(totals.minutes)],
    ["Participatory hours", cpdHours(totals.participatoryMinutes)],
    ["Non-participatory hours", cpdHours(totals.nonParticipatoryMinutes)],
    ["Reflective accounts", totals.reflections],
  ];
  // A byte-order mark, so Excel reads the file as UTF-8 (names, accents, em dashes).
  return `\uFEFF${Papa.unparse([header, ...rows, ...summary], { escapeFormulae: true, newline: "\r\n" })}\r\n`;
}
