import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../tests/support/app-process";
import { professionalDetails } from "../../tests/support/professional-details";
import { startPrivateRedis } from "../../tests/support/private-redis";
import { createRateLimiter } from "./rate-limit";

// Redis is killed under the app (decision 0030): rate limits fall back to each server's memory.
// Processes, not a database, are under test: this runs once, in the PGlite project.
const rule = { limit: 3, windowSeconds: 60 };

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("Redis down", () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let app: AppProcess;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    app = await startAppProcess({ REDIS_URL: redis.url });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await redis?.kill();
  });

  it("the limiter counts in memory while Redis is gone, and shares again when it is back", async () => {
    const limiter = createRateLimiter(redis.url);
    const other = createRateLimiter(redis.url);
    const key = `ops-test:${randomUUID()}`;
    try {
      expect((await limiter.take(key, rule)).allowed).toBe(true);
      expect(await other.peek(key)).toBe(1);

      await redis.kill();
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push((await limiter.take(key, rule)).allowed);
      expect(verdicts).toEqual([true, true, true, false]);

      // Back (empty, as after a restart): once both have reconnected, counts are shared again.
      await redis.start();
      const sharedAgain = async () => {
        const fresh = `${key}:${randomUUID()}`;
        await limiter.take(fresh, rule);
        return other.peek(fresh);
      };
      await expect.poll(sharedAgain, { timeout: 15_000, interval: 200 }).toBe(1);
    } finally {
      await limiter.close();
      await other.close();
    }
  });

  it("the app keeps serving, still throttles sign-in, and says so once in its log", async () => {
    const origin = { origin: app.baseURL, "content-type": "application/json" };
    const email = `redis-down-${randomUUID()}@example.org`;
    const signUp = await fetch(`${app.baseURL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: origin,
      body: JSON.stringify({ email, password: "strong-pass-42!", ...professionalDetails("Ria") }),
    });
    expect(signUp.status).toBe(200);

    // The first test's outage may or may not have been seen by the app, depending on whether its
    // reconnect attempt came before Redis was back: count only what this outage wrote.
    const warnings = () => app.log().match(/Redis unreachable: rate limits/g)?.length ?? 0;
    const warningsBefore = warnings();
    await redis.kill();
    expect((await fetch(`${app.baseURL}/`)).status).toBe(200);
    expect((await fetch(`${app.baseURL}/api/health`)).status).toBe(200);

    const signIn = (password: string) =>
      fetch(`${app.baseURL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: origin,
        body: JSON.stringify({ email, password }),
      });
    expect((await signIn("strong-pass-42!")).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn("wrong-guess-1!")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(warnings() - warningsBefore).toBe(1);
  });
});
