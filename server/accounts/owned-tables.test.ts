import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { exportedColumns, ownedTables, userIdButNotOwned, type OwnedTable } from "./owned-tables";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const entries: readonly OwnedTable[] = ownedTables;
const tableName = (entry: OwnedTable) => getTableConfig(entry.table).name;

/** The names of the migrated database's tables that answer `query`'s `table_name` rows. */
async function tableNames(query: ReturnType<typeof sql>) {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: { table_name: string }[] }).rows
    .map((row) => row.table_name)
    .sort();
}

describe("the tables a person owns (one list for export and deletion)", () => {
  it("holds every table of the database that has a user_id column", async () => {
    const withUserId = await tableNames(sql`
      select table_name from information_schema.columns
      where column_name = 'user_id' and table_schema = current_schema()`);
    expect(withUserId.length).toBeGreaterThan(0);
    const listed = new Set([...entries.map(tableName), ...Object.keys(userIdButNotOwned)]);
    expect(withUserId.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("holds every table with a foreign key to users, whatever the column is called", async () => {
    const pointingAtUsers = await tableNames(sql`
      select distinct conrelid::regclass::text as table_name from pg_constraint
      where contype = 'f' and confrelid = 'users'::regclass`);
    const listed = new Set([...entries.map(tableName), ...Object.keys(userIdButNotOwned)]);
    expect(pointingAtUsers.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("names each table once, by an owner column of that table, and gives each exception a reason", () => {
    const names = entries.map(tableName);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of entries) expect(entry.owner.table).toBe(entry.table);
    for (const [name, reason] of Object.entries(userIdButNotOwned)) {
      expect(names).not.toContain(name);
      expect(reason.trim()).not.toBe("");
    }
  });

  it("exports no column that looks like a secret", () => {
    const exported = entries.flatMap((entry) =>
      Object.values(exportedColumns(entry)).map((column) => `${tableName(entry)}.${column.name}`),
    );
    expect(exported.filter((name) => /token|password|secret/i.test(name))).toEqual([]);
  });
});
