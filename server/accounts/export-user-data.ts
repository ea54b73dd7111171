import { eq } from "drizzle-orm";
import { brand } from "@common/brand";
import type { Db } from "../db/client";
import { exportedColumns, ownedTables, type ExportKey, type OwnedTable } from "./owned-tables";

/** The rows of one owned table whose owner is `userId`: one query, no joins. */
function ownRows(db: Db, entry: OwnedTable, userId: string) {
  return db.select(exportedColumns(entry)).from(entry.table).where(eq(entry.owner, userId));
}

/**
 * Everything we hold about one person (UK GDPR Art. 15 and 20: access and portability), read
 * from the tables of owned-tables.ts under their keys, in its order. Each query reads one table
 * filtered by the owner's id in SQL, with no joins, so no other person's rows can slip in;
 * secrets (session tokens, password hashes, provider tokens) are never selected.
 */
export async function exportUserData(db: Db, userId: string, now = new Date()) {
  const parts = await Promise.all(
    ownedTables.map(async (entry: OwnedTable) => {
      if (!("key" in entry.export)) return [];
      const rows = await ownRows(db, entry, userId);
      return [[entry.export.key, entry.export.one ? (rows[0] ?? null) : rows] as const];
    }),
  );
  const rows: Record<string, unknown> = Object.fromEntries(parts.flat());
  if (!rows.user) return null;
  return { exportedAt: now.toISOString(), service: brand.name, ...rows } as UserDataExport;
}

/** What "Download my data" holds: when, from which service, and the rows under their keys. */
export type UserDataExport = { exportedAt: string; service: string } & Record<ExportKey, unknown>;

/** clinova-data-2025-03-14.json, dated in UTC. */
export function exportFileName(now = new Date()) {
  return `${brand.slug}-data-${now.toISOString().slice(0, 10)}.json`;
}
