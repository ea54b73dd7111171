import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter, type RateLimiter } from "../../security/rate-limit";
import { addressKey, beginSignIn, signInKeys, signInRules } from "./sign-in-throttle";

const redisUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
// Fresh names and addresses each run: Redis keeps the counts between runs.
const newAccount = () => `${randomUUID()}@example.org`;
const byte = () => Math.floor(Math.random() * 256);
const newAddress = () => `10.${byte()}.${byte()}.${byte()}`;

/** Attempts that fail (the password was wrong) until one is refused; how many got through. */
async function failUntilRefused(limiter: RateLimiter, ip: string, email: string) {
  let failures = 0;
  while ((await beginSignIn(limiter, ip, email)).allowed) failures += 1;
  return failures;
}

describe.each([
  ["memory", undefined],
  ["redis", redisUrl],
])("sign-in throttling on the %s limiter", (_name, url) => {
  it("refuses an address after 10 failures for an account; another address still signs in", async () => {
    const limiter = createRateLimiter(url);
    const [email, attacker, owner] = [newAccount(), newAddress(), newAddress()];
    expect(await failUntilRefused(limiter, attacker, email)).toBe(10);
    const refused = await beginSignIn(limiter, attacker, email.toUpperCase());
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect((await beginSignIn(limiter, owner, email)).allowed).toBe(true);
    await limiter.close();
  });

  it("lets at most 10 parallel attempts for an account from one address reach the password check", async () => {
    const limiter = createRateLimiter(url);
    const [email, ip] = [newAccount(), newAddress()];
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => beginSignIn(limiter, ip, email)),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(10);
    await limiter.close();
  });

  it("gives a successful sign-in's count back and clears that address's failures", async () => {
    const limiter = createRateLimiter(url);
    const [email, ip] = [newAccount(), newAddress()];
    for (let i = 0; i < 9; i++) await beginSignIn(limiter, ip, email);
    const success = await beginSignIn(limiter, ip, email);
    if (!success.allowed) throw new Error("the tenth attempt should be allowed");
    await success.signedIn();
    expect(await limiter.peek(signInKeys(ip, email).account)).toBe(9);
    expect(await failUntilRefused(limiter, ip, email)).toBe(10);
    await limiter.reset(signInKeys(ip, email).known);
    await limiter.close();
  });

  it("at the account's ceiling refuses new addresses but not one the owner signed in from", async () => {
    const limiter = createRateLimiter(url);
    const [email, usualAddress, fresh] = [newAccount(), newAddress(), newAddress()];
    const usual = await beginSignIn(limiter, usualAddress, email);
    if (!usual.allowed) throw new Error("a first attempt should be allowed");
    await usual.signedIn();
    for (let guessers = 0; guessers < 10; guessers++) {
      expect(await failUntilRefused(limiter, newAddress(), email)).toBe(10);
    }
    expect((await beginSignIn(limiter, fresh, email)).allowed).toBe(false);
    // The refused attempt did not use up the fresh address's own budget.
    expect(await limiter.peek(signInKeys(fresh, email).pair)).toBe(0);
    expect((await beginSignIn(limiter, usualAddress, email)).allowed).toBe(true);
    await limiter.reset(signInKeys(usualAddress, email).known);
    await limiter.close();
  });

  it("refuses an address after 100 attempts of any kind in 5 minutes", async () => {
    const limiter = createRateLimiter(url);
    const ip = newAddress();
    let allowed = 0;
    while ((await beginSignIn(limiter, ip, newAccount())).allowed) allowed += 1;
    expect(allowed).toBe(signInRules.perAddress.limit);
    await limiter.close();
  });
});

describe("the numbers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never let one address reach the account's ceiling, however long it keeps guessing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const limiter = createRateLimiter(undefined);
    const email = newAccount();
    let failures = 0;
    for (let minute = 0; minute < 6 * 60; minute++) {
      vi.setSystemTime(minute * 60_000);
      failures += await failUntilRefused(limiter, "192.0.2.10", email);
      // Each minute the owner signs in from an address never used before.
      const fresh = `10.0.${Math.floor(minute / 250)}.${(minute % 250) + 1}`;
      const owner = await beginSignIn(limiter, fresh, email);
      expect(owner.allowed).toBe(true);
      if (owner.allowed) await owner.signedIn();
    }
    expect(failures).toBe(24 * 10);
    await limiter.close();
  });
});

describe("the keys", () => {
  it("name an account however its email is typed, and never another account", () => {
    const ada = signInKeys("192.0.2.7", "ada@example.org");
    expect(signInKeys("192.0.2.7", " ADA@Example.org ")).toEqual(ada);
    // An email cannot be made to read as another account's key for some address.
    const crafted = signInKeys("192.0.2.8", "ada@example.org:192.0.2.7");
    expect(Object.values(crafted)).not.toContain(ada.pair);
    expect(Object.values(crafted)).not.toContain(ada.account);
  });
});

describe("addressKey", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by its /64", () => {
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("in-process")).toBe("in-process");
  });
});
