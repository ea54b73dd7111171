import { csvMessages, maxCsvBytes } from "@common/institutions/manager-forms";
import { detectFileType } from "./file-signature";

export type CsvCheck = { ok: true; text: string } | { ok: false; reason: string };

/**
 * The careers form's checks for a CSV upload: trusts neither the name nor the declared type.
 * The size again, then the first bytes must not be a document, an archive or a program, and
 * the whole must be UTF-8 text without NUL bytes (what a spreadsheet saves as CSV).
 */
export function checkCsv(fileName: string, bytes: Uint8Array): CsvCheck {
  if (!fileName.toLowerCase().endsWith(".csv"))
    return { ok: false, reason: csvMessages.wrongExtension };
  if (bytes.length === 0) return { ok: false, reason: csvMessages.empty };
  if (bytes.length > maxCsvBytes) return { ok: false, reason: csvMessages.tooLarge };
  if (detectFileType(bytes) !== "unknown" || bytes.includes(0)) {
    return { ok: false, reason: csvMessages.notText };
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, text: text.replace(/^\uFEFF/, "") };
  } catch {
    return { ok: false, reason: csvMessages.notText };
  }
}
