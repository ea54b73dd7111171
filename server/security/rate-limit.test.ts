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

  it("takes only while there is room, so refused attempts are not counted", async () => {
    const limiter = createRateLimiter(url);
    const key = `test:${randomUUID()}`;
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.take(key, rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(verdicts[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.peek(key)).toBe(3);
    await limiter.close();
  });

  it("lets parallel takes through only up to the limit", async () => {
    const limiter = createRateLimiter(url);
    const key = `test:${randomUUID()}`;
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.take(key, rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    await limiter.close();
  });

  it("peeks without counting, refunds one at a time down to zero, and resets", async () => {
    const limiter = createRateLimiter(url);
    const key = `test:${randomUUID()}`;
    expect(await limiter.peek(key)).toBe(0);
    await limiter.refund(key);
    expect(await limiter.peek(key)).toBe(0);
    for (let i = 0; i < 3; i++) await limiter.take(key, rule);
    expect(await limiter.peek(key)).toBe(3);
    await limiter.refund(key);
    expect(await limiter.peek(key)).toBe(2);
    expect((await limiter.take(key, rule)).allowed).toBe(true);
    expect((await limiter.take(key, rule)).allowed).toBe(false);
    for (let i = 0; i < 5; i++) await limiter.refund(key);
    expect(await limiter.peek(key)).toBe(0);
    await limiter.take(key, rule);
    await limiter.reset(key);
    expect(await limiter.peek(key)).toBe(0);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    await limiter.close();
  });

  it("keeps the window's end when a count is refunded", async () => {
    const limiter = createRateLimiter(url);
    const key = `test:${randomUUID()}`;
    const short = { limit: 3, windowSeconds: 1 };
    await limiter.take(key, short);
    await limiter.take(key, short);
    await limiter.refund(key);
    expect(await limiter.peek(key)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.peek(key)).toBe(0);
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
