import { Redis } from "ioredis";

export type RateRule = { limit: number; windowSeconds: number };

/** ASVS 2.2.1: attempts per window, keyed by client address and, where it helps, the account. */
export const rateRules = {
  signInPerAccount: { limit: 10, windowSeconds: 5 * 60 },
  signInPerAddress: { limit: 100, windowSeconds: 5 * 60 },
  signUpPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  passwordResetPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  resendPerAccount: { limit: 3, windowSeconds: 15 * 60 },
  institutionAddsPerAddress: { limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

export type RateVerdict = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  hit(key: string, rule: RateRule): Promise<RateVerdict>;
  close(): Promise<void>;
};

export const tooManyAttemptsMessage = "Too many attempts. Please wait a few minutes and try again.";

/** Fixed windows in Redis when REDIS_URL is set (shared by every server), else in memory. */
export function createRateLimiter(redisUrl: string | undefined): RateLimiter {
  return redisUrl ? redisLimiter(redisUrl) : memoryLimiter();
}

function memoryLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, rule) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= rule.limit,
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

function redisLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, rule) {
      const redisKey = `clinova:rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(redisKey, rule.windowSeconds * 1000);
      const remainingMs = ttl < 0 ? rule.windowSeconds * 1000 : ttl;
      return { allowed: count <= rule.limit, retryAfterSeconds: Math.ceil(remainingMs / 1000) };
    },
    async close() {
      await redis.quit();
    },
  };
}
