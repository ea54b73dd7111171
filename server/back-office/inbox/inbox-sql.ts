import { ilike, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { containing } from "@common/sql-like";

/** "First Last", as a person searches and sorts by name. */
export const fullName = (first: AnyColumn, last: AnyColumn) =>
  sql<string>`${first} || ' ' || ${last}`;

/** ILIKE over each column for the list's search box; nothing when the box is empty. */
export function searching(text: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  return sql`(${sql.join(
    columns.map((column) => ilike(column, pattern)),
    sql` or `,
  )})`;
}

export const unreadOnly = (readAt: AnyColumn, only: boolean) => (only ? isNull(readAt) : undefined);

/** An instant as ISO text, whichever driver read it (PGlite and pg differ for expressions). */
export const isoText = (value: Date | string) => new Date(value).toISOString();
