import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

const rule = { limit: 3, windowSeconds: 60 };
const redisUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

describe.each([
  ["memory", undefined],
  ["redis", redisUrl],
])("the %s rate limiter", (_name, url) => {
  it("allows the limit, then refuses with a retry time, per key", async () => {
    const limiter = createRateLimiter(url);
    const key = `test:${randomUUID()}`;
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit(key, rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(verdicts[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.hit(`${key}:other`, rule)).allowed).toBe(true);
    await limiter.close();
  });
});

it("shares counts between two servers through Redis", async () => {
  const first = createRateLimiter(redisUrl);
  const second = createRateLimiter(redisUrl);
  const key = `test:${randomUUID()}`;
  await first.hit(key, rule);
  await second.hit(key, rule);
  await first.hit(key, rule);
  expect((await second.hit(key, rule)).allowed).toBe(false);
  await first.close();
  await second.close();
});
