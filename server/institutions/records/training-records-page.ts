import type { AppContext } from "../../context";
import type { ManagedInstitution } from "../require-manager";
import { londonDateOf } from "@common/london-time";
import { trainingRecordPage, trainingRecordsPageSize } from "./training-record-list";
import { trainingRecordsCsvResponse } from "./training-records-csv";

/** The search box's words and the page asked for, bounded. */
export function recordsQuery(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked > 0 && asked <= 100_000 ? asked : 1;
  return { q, page };
}

/** The manager area's Training records page (`/manage/:institutionId/records`). */
export async function trainingRecordsPage(
  context: Pick<AppContext, "db">,
  request: Request,
  institution: ManagedInstitution,
) {
  const query = recordsQuery(new URL(request.url));
  const { rows, total } = await trainingRecordPage(context.db, institution.id, query);
  return {
    institution: { id: institution.id, name: institution.name },
    query,
    total,
    pages: Math.max(1, Math.ceil(total / trainingRecordsPageSize)),
    records: rows.map((row) => ({
      ...row,
      completedAt: row.completedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      endedAt: row.endedAt.toISOString(),
    })),
  };
}

export type TrainingRecordsPageData = Awaited<ReturnType<typeof trainingRecordsPage>>;

/** Its export (`/manage/:institutionId/records.csv`): the records the page's search finds, every page. */
export function trainingRecordsExport(
  context: Pick<AppContext, "db">,
  request: Request,
  institution: ManagedInstitution,
) {
  const { q } = recordsQuery(new URL(request.url));
  return trainingRecordsCsvResponse(context.db, institution, q, londonDateOf(new Date()));
}
