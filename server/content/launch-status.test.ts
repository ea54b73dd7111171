import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { appConfig } from "../db/schema/index";
import { isLaunched, setLaunched } from "./launch-status";

let database: Database;
const errors: unknown[] = [];
const logger = { error: (...args: unknown[]) => void errors.push(args) };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  errors.length = 0;
  await database.db.delete(appConfig).where(eq(appConfig.key, "launch_status"));
});

describe("isLaunched", () => {
  it("is false when there is no launch_status row", async () => {
    expect(await isLaunched(database.db, logger)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("follows the row's is_launched value", async () => {
    await setLaunched(database.db, true);
    expect(await isLaunched(database.db, logger)).toBe(true);
    await setLaunched(database.db, false);
    expect(await isLaunched(database.db, logger)).toBe(false);
  });

  it("is false and logs when the value has another shape", async () => {
    await database.db
      .insert(appConfig)
      .values({ key: "launch_status", value: { launched: "yes" } });
    expect(await isLaunched(database.db, logger)).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it("is false and logs when the query fails", async () => {
    const broken = await openTestDatabase();
    await broken.close();
    expect(await isLaunched(broken.db, logger)).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
