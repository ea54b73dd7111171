import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyPostgresDatabase } from "../../tests/support/test-database";
import { openDatabase, type Database } from "./client";

const journal = JSON.parse(
  readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

// Several servers start together on one PostgreSQL database (decision 0029). PGlite serves one
// process only (the data directory is locked), so this runs in the PostgreSQL project alone.
describe.skipIf(process.env.TEST_DB_KIND !== "postgres")("migrating from several servers", () => {
  let fresh: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  const handles: Database[] = [];

  beforeAll(async () => {
    fresh = await emptyPostgresDatabase("clinova_migrate");
    for (let i = 0; i < 3; i++) {
      handles.push(openDatabase({ url: fresh.url, onIdleConnectionError: () => {} }));
    }
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await fresh?.drop();
  });

  it("applies each migration once when they all migrate a fresh database at the same time", async () => {
    const applied = await Promise.all(handles.map((handle) => handle.migrate()));
    expect(applied.toSorted()).toEqual([0, 0, journal.entries.length]);
    const rows = await handles[0]!.db.execute(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes
          from drizzle.__drizzle_migrations`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      n: journal.entries.length,
      distinct_hashes: journal.entries.length,
    });
  });

  it("lets one server set up at a time", async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push(`${name} out`);
    };
    await Promise.all([
      handles[0]!.whileSettingUp(step("a")),
      handles[1]!.whileSettingUp(step("b")),
    ]);
    expect(order.join(",")).toMatch(/^(a in,a out,b in,b out|b in,b out,a in,a out)$/);
  });
});
