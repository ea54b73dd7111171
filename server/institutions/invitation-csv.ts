import Papa from "papaparse";
import { csvMessages, maxCsvRows } from "@common/institutions/manager-forms";

export type CsvRow = {
  line: number;
  email: string;
  cohort: string;
  firstName?: string;
  lastName?: string;
  staffNumber?: string;
  registrationNumber?: string;
};
export type CsvParse = { ok: true; rows: CsvRow[] } | { ok: false; reason: string };

type Column = Exclude<keyof CsvRow, "line">;

/**
 * The headings each column answers to, compared after `headingKey` (case, spaces, underscores,
 * hyphens, dots and slashes do not matter): what HR exports (ESR, Allocate, a hand-made sheet)
 * call them. docs/product/institutions.md#inviting-from-a-csv-file lists them.
 */
export const csvHeadings: Record<Column, string[]> = {
  email: ["email", "email address", "e mail", "e mail address", "work email", "nhs email"],
  cohort: ["cohort", "cohort name", "group"],
  firstName: ["first name", "firstname", "forename", "forenames", "given name"],
  lastName: ["last name", "lastname", "surname", "family name"],
  staffNumber: [
    "staff number",
    "staff no",
    "staff id",
    "employee number",
    "employee no",
    "employee id",
    "payroll number",
    "esr number",
    "assignment number",
  ],
  registrationNumber: [
    "registration number",
    "registration no",
    "reg number",
    "reg no",
    "professional registration number",
    "gmc number",
    "gmc no",
    "nmc pin",
    "nmc number",
    "hcpc number",
    "gphc number",
    "gmc nmc number",
    "pin",
  ],
};

/** A heading as it is compared: "Staff_No.", "staff-no" and " STAFF  NO " are all "staff no". */
export const headingKey = (cell: string) =>
  cell
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_\-./]+/g, " ")
    .trim();

const columnOf = new Map(
  Object.entries(csvHeadings).flatMap(([column, headings]) =>
    headings.map((heading) => [heading, column as Column]),
  ),
);

/**
 * The rows of an invitation CSV (papaparse, decision 0036; columns, decision 0065): an email
 * column and optional cohort, name, staff number and registration number ones, found by their
 * headings in any order (other columns are ignored); a file without headings is read as email,
 * then cohort. Blank lines are skipped; `line` is the file's own line number, so the preview
 * can point at it.
 */
export function parseInvitationCsv(text: string): CsvParse {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  const records = parsed.data.filter((record) => record.some((cell) => cell.trim() !== ""));
  if (records.length === 0) return { ok: false, reason: csvMessages.noRows };
  const heading = records[0]!.map((cell) => columnOf.get(headingKey(cell)));
  const hasHeading = heading.includes("email");
  if (!hasHeading && records[0]!.length > 2)
    return { ok: false, reason: csvMessages.noEmailColumn };
  const columns: Partial<Record<Column, number>> = hasHeading
    ? Object.fromEntries(
        heading.flatMap((column, index) => (column ? [[column, index]] : [])).reverse(),
      )
    : { email: 0, cohort: 1 };
  const body = hasHeading ? records.slice(1) : records;
  if (body.length === 0) return { ok: false, reason: csvMessages.noRows };
  if (body.length > maxCsvRows) return { ok: false, reason: csvMessages.tooManyRows };
  const lineOf = lineNumbers(text);
  const offset = hasHeading ? 1 : 0;
  const cell = (record: string[], column: Column) => {
    const index = columns[column];
    return index === undefined ? "" : (record[index] ?? "").trim();
  };
  return {
    ok: true,
    rows: body.map((record, i) => ({
      line: lineOf[i + offset] ?? i + offset + 1,
      email: cell(record, "email"),
      cohort: cell(record, "cohort"),
      firstName: cell(record, "firstName"),
      lastName: cell(record, "lastName"),
      staffNumber: cell(record, "staffNumber"),
      registrationNumber: cell(record, "registrationNumber"),
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
