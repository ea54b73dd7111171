import Papa from "papaparse";
import { csvMessages, maxCsvRows } from "@common/institutions/manager-forms";

export type CsvRow = { line: number; email: string; cohort: string };
export type CsvParse = { ok: true; rows: CsvRow[] } | { ok: false; reason: string };

/**
 * The rows of an invitation CSV (papaparse, decision 0036): an "email" column and an optional
 * "cohort" one, found by their headings in any order; a file without headings is read as
 * email, then cohort. Blank lines are skipped; `line` is the file's own line number, so the
 * preview can point at it.
 */
export function parseInvitationCsv(text: string): CsvParse {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  const records = parsed.data.filter((record) => record.some((cell) => cell.trim() !== ""));
  if (records.length === 0) return { ok: false, reason: csvMessages.noRows };
  const heading = records[0]!.map((cell) => cell.trim().toLowerCase());
  const hasHeading = heading.includes("email") || heading.includes("email address");
  const emailColumn = hasHeading
    ? heading.findIndex((cell) => cell === "email" || cell === "email address")
    : 0;
  const cohortColumn = hasHeading ? heading.findIndex((cell) => cell === "cohort") : 1;
  if (!hasHeading && records[0]!.length > 2)
    return { ok: false, reason: csvMessages.noEmailColumn };
  const body = hasHeading ? records.slice(1) : records;
  if (body.length === 0) return { ok: false, reason: csvMessages.noRows };
  if (body.length > maxCsvRows) return { ok: false, reason: csvMessages.tooManyRows };
  const lineOf = lineNumbers(text);
  const offset = hasHeading ? 1 : 0;
  return {
    ok: true,
    rows: body.map((record, i) => ({
      line: lineOf[i + offset] ?? i + offset + 1,
      email: (record[emailColumn] ?? "").trim(),
      cohort: cohortColumn >= 0 ? (record[cohortColumn] ?? "").trim() : "",
    })),
  };
}

/** The line each non-blank record starts on (a quoted cell may span lines, rare in a list). */
function lineNumbers(text: string) {
  const lines: number[] = [];
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  let line = 1;
  for (const record of parsed.data) {
    if (record.some((cell) => cell.trim() !== "")) lines.push(line);
    line += 1 + record.join(",").split("\n").length - 1;
  }
  return lines;
}
