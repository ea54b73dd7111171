import { londonDateOf } from "@common/london-time";
import type { AppContext } from "../../context";
import { progressCsvStream } from "./progress-csv";
import type { ExportScope } from "./progress-export-rows";

/** A progress export as a download, streamed as it is read (see progress-csv.ts). */
export function progressCsvResponse(
  context: Pick<AppContext, "db" | "config">,
  scope: ExportScope,
  filename: string,
) {
  const body = progressCsvStream(context.db, scope, {
    appUrl: context.config.appUrl,
    today: londonDateOf(new Date()),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A file name from a cohort's or institution's name: letters, digits and hyphens only. */
export function exportFilename(name: string, today: string) {
  const slug = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 60);
  return `${slug || "export"}-progress-${today}`;
}
