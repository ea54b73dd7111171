import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { createLogger } from "../logger";
import { databaseHealth, healthRoutes } from "./health";

let database: Database;
let pings = 0;
const counted = () => ({
  kind: database.kind,
  ping: () => {
    pings += 1;
    return database.ping();
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the health probe", () => {
  it("coalesces a burst of probes into one database ping", async () => {
    pings = 0;
    const routes = healthRoutes(databaseHealth(counted(), createLogger("silent"), 60_000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => routes.request("/health")));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(pings).toBe(1);
  });

  it("pings again once the last answer is stale, and reports the database going down", async () => {
    pings = 0;
    const routes = healthRoutes(databaseHealth(counted(), createLogger("silent"), 0));
    expect((await routes.request("/health")).status).toBe(200);
    expect((await routes.request("/health")).status).toBe(200);
    expect(pings).toBe(2);
    const spare = await openTestDatabase();
    const failing = healthRoutes(databaseHealth(spare, createLogger("silent"), 0));
    expect((await failing.request("/health")).status).toBe(200);
    await spare.close();
    const down = await failing.request("/health");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: spare.kind });
  });
});
