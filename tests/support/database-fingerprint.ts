import { sql } from "drizzle-orm";
import type { Db } from "@server/db/client";

/**
 * A digest of every row of every table of the database, by table: two equal fingerprints mean
 * nothing was written in between (the security suite's "and nothing changed").
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const result = await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like '__drizzle%'
    order by table_name`);
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows;
  const digests: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    const digest = await db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(name)} t`,
    );
    digests[name] = (digest as unknown as { rows: { digest: string }[] }).rows[0]!.digest;
  }
  return digests;
}
