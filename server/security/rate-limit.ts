import { Redis } from "ioredis";
import type { Logger } from "../logger";

export type RateRule = { limit: number; windowSeconds: number };

/**
 * ASVS 2.2.1: attempts per window, keyed by client address and, where it helps, the account.
 * Sign-in has its own rules (`server/accounts/auth/sign-in-throttle.ts`).
 */
export const rateRules = {
  signUpPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  passwordResetPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  resendPerAccount: { limit: 3, windowSeconds: 15 * 60 },
  institutionAddsPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  // A 6-digit code has a million values; better-auth also ends a sign-in's challenge after 5
  // wrong codes and locks the account's codes after 10, wherever they are typed (decisions 0023,
  // 0045).
  twoFactorPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  twoFactorSetupPerAccount: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

export type RateVerdict = { allowed: boolean; retryAfterSeconds: number };

/** Fixed windows per key: a window opens with its first count and closes `windowSeconds` later. */
export type RateLimiter = {
  /** Counts one attempt, refused ones included; refused once the count passes the limit. */
  hit(key: string, rule: RateRule): Promise<RateVerdict>;
  /** Counts one attempt only if the window still has room (a refused attempt is not counted). */
  take(key: string, rule: RateRule): Promise<RateVerdict>;
  /** The count in the key's open window (0 when none), without counting. */
  peek(key: string): Promise<number>;
  /** Gives back one count taken in the open window (never below 0; the window keeps its end). */
  refund(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export const tooManyAttemptsMessage = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Fixed windows in Redis when REDIS_URL is set (shared by every server), else in memory. While
 * Redis cannot be reached, each server counts in its own memory instead (decision 0030).
 */
export function createRateLimiter(redisUrl: string | undefined, logger?: Logger): RateLimiter {
  return redisUrl ? redisLimiter(redisUrl, logger) : memoryLimiter();
}

const secondsUntil = (resetAt: number, now: number) => Math.ceil((resetAt - now) / 1000);

function memoryLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const open = (key: string, now = Date.now()) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  const count = (key: string, rule: RateRule, onlyWithRoom: boolean): RateVerdict => {
    const now = Date.now();
    let window = open(key, now);
    if (!window) {
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      windows.set(key, window);
    }
    const room = window.count < rule.limit;
    if (room || !onlyWithRoom) window.count += 1;
    return {
      allowed: onlyWithRoom ? room : window.count <= rule.limit,
      retryAfterSeconds: secondsUntil(window.resetAt, now),
    };
  };
  return {
    hit: async (key, rule) => count(key, rule, false),
    take: async (key, rule) => count(key, rule, true),
    peek: async (key) => open(key)?.count ?? 0,
    async refund(key) {
      const window = open(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

// Counts only while there is room, and opens the window on the first count: one atomic step, so
// concurrent attempts cannot all slip in under the limit. Returns [allowed, remaining ms].
const takeScript = `
local limit = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local allowed = 0
if count < limit then
  count = redis.call('INCR', KEYS[1])
  allowed = 1
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  if count > 0 then redis.call('PEXPIRE', KEYS[1], windowMs) end
  ttl = windowMs
end
return {allowed, ttl}
`;
// DECR keeps the key's expiry; never below 0, and never recreates an expired key.
const refundScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type ScriptedRedis = Redis & {
  rateTake(key: string, limit: number, windowMs: number): Promise<[number, number]>;
  rateRefund(key: string): Promise<number>;
};

/** How long a new limiter waits for its first connection before counting in memory. */
const firstConnectionMs = 2000;

/**
 * Redis, and, whenever it is not connected or a command fails, this server's own memory: limits
 * still hold while Redis is down (per server rather than shared, so N servers allow N times the
 * limit), nobody is locked out of signing in, and no request waits on a dead connection (the
 * offline queue is off). One warning when Redis is lost, one line when it is back.
 */
function redisLimiter(url: string, logger?: Logger): RateLimiter {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1000,
  }) as ScriptedRedis;
  redis.defineCommand("rateTake", { numberOfKeys: 1, lua: takeScript });
  redis.defineCommand("rateRefund", { numberOfKeys: 1, lua: refundScript });
  const local = memoryLimiter();
  let lost = false;
  const lose = (error: unknown) => {
    if (lost) return;
    lost = true;
    logger?.warn(
      { err: error },
      "Redis unreachable: rate limits are counted in this server's memory until it returns",
    );
  };
  redis.on("error", lose);
  redis.on("ready", () => {
    if (!lost) return;
    lost = false;
    logger?.info("Redis is back: rate limits are shared again");
  });
  const firstConnection = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, firstConnectionMs);
    timer.unref();
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  let connectedOnce = false;
  void firstConnection.then(() => (connectedOnce = true));

  async function either<T>(shared: () => Promise<T>, fallback: () => Promise<T>) {
    if (!connectedOnce) await firstConnection;
    if (redis.status !== "ready") return fallback();
    try {
      return await shared();
    } catch (error) {
      lose(error);
      return fallback();
    }
  }

  const keyOf = (key: string) => `clinova:rate:${key}`;
  return {
    hit: (key, rule) =>
      either(
        async () => {
          const redisKey = keyOf(key);
          const [[, count], [, ttl]] = (await redis
            .multi()
            .incr(redisKey)
            .pttl(redisKey)
            .exec()) as [[null, number], [null, number]];
          if (ttl < 0) await redis.pexpire(redisKey, rule.windowSeconds * 1000);
          const remainingMs = ttl < 0 ? rule.windowSeconds * 1000 : ttl;
          return { allowed: count <= rule.limit, retryAfterSeconds: Math.ceil(remainingMs / 1000) };
        },
        () => local.hit(key, rule),
      ),
    take: (key, rule) =>
      either(
        async () => {
          const [allowed, remainingMs] = await redis.rateTake(
            keyOf(key),
            rule.limit,
            rule.windowSeconds * 1000,
          );
          return { allowed: allowed === 1, retryAfterSeconds: Math.ceil(remainingMs / 1000) };
        },
        () => local.take(key, rule),
      ),
    peek: (key) =>
      either(
        async () => Number((await redis.get(keyOf(key))) ?? 0),
        () => local.peek(key),
      ),
    refund: (key) =>
      either(
        async () => void (await redis.rateRefund(keyOf(key))),
        () => local.refund(key),
      ),
    reset: (key) =>
      either(
        async () => void (await redis.del(keyOf(key))),
        () => local.reset(key),
      ),
    async close() {
      await local.close();
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
