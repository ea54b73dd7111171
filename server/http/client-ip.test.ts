import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { sessions, users } from "../db/schema/index";
import { listenOnLoopback } from "../../tests/support/http-from-address";
import { signUpThenIn } from "../../tests/support/sign-up-over-http";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

// The app behind a reverse proxy at 127.0.0.3 (TRUSTED_PROXIES); other loopback addresses are
// clients that reach it directly. The address taken is the one sign-up records on the session.
let subject: TestApp;
let loopback: Awaited<ReturnType<typeof listenOnLoopback>>;
beforeAll(async () => {
  subject = await startTestApp({ TRUSTED_PROXIES: "127.0.0.3, 10.0.0.0/8" });
  loopback = await listenOnLoopback(subject);
});
afterAll(async () => {
  await loopback.close();
  await subject.close();
});

let signUps = 0;
async function addressRecordedFor(from: string, forwardedFor?: string) {
  const email = `client-${++signUps}@example.org`;
  // The session, and its address, come with sign-in.
  await signUpThenIn(
    (path, body) =>
      loopback
        .from(from)
        .postJson(path, body, forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    { email, password: "strong-pass-42!", name: "Ife Adebayo" },
  );
  const [row] = await subject.database.db
    .select({ ip: sessions.ipAddress })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row?.ip;
}

describe("the client's address behind a trusted proxy", () => {
  it("ignores X-Forwarded-For from anyone who is not a trusted proxy", async () => {
    expect(await addressRecordedFor("127.0.0.2", "203.0.113.9")).toBe("127.0.0.2");
  });

  it("takes the address the trusted proxy saw, not what the client wrote before it", async () => {
    expect(await addressRecordedFor("127.0.0.3", "203.0.113.9")).toBe("203.0.113.9");
    // The client sent a forged header; the proxy appended the address it really saw.
    expect(await addressRecordedFor("127.0.0.3", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
    // A chain of trusted proxies (10.0.0.0/8) is walked back to the first outside hop.
    expect(await addressRecordedFor("127.0.0.3", "198.51.100.8, 10.1.2.3")).toBe("198.51.100.8");
  });

  it("falls back to the proxy's own address when the header is missing or unreadable", async () => {
    expect(await addressRecordedFor("127.0.0.3")).toBe("127.0.0.3");
    expect(await addressRecordedFor("127.0.0.3", "not-an-address")).toBe("127.0.0.3");
  });
});

describe("TRUSTED_PROXIES", () => {
  it("takes addresses and CIDR ranges, and refuses anything else at start-up", () => {
    expect(
      readEnv({ TRUSTED_PROXIES: "127.0.0.1, ::1, 10.0.0.0/8, fd00::/8" }).trustedProxies,
    ).toEqual(["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"]);
    expect(() => readEnv({ TRUSTED_PROXIES: "10.0.0.0/40" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnv({ TRUSTED_PROXIES: "proxy.internal" })).toThrow(/TRUSTED_PROXIES/);
  });
});
