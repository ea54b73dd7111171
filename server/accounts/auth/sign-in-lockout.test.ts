import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookiesSetBy,
  listenOnLoopback,
  type SocketAnswer,
} from "../../../tests/support/http-from-address";
import { signedUpUser, testPassword } from "../../../tests/support/signed-up-user";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// Decision 0014: knowing someone's email must not be enough to keep them out. Every request
// here arrives over a real socket from its own loopback source address (decision 0014).
let subject: TestApp;
let socket: Awaited<ReturnType<typeof listenOnLoopback>>;
beforeAll(async () => {
  subject = await startTestApp();
  socket = await listenOnLoopback(subject);
});
afterAll(async () => {
  await socket?.close();
  await subject.close();
});

const wrongPassword = "wrong-password-1";
const api = "/api/auth/sign-in/email";
const hasSession = (answer: SocketAnswer) =>
  cookiesSetBy(answer).some((c) => /^clinova\.session_token=./.test(c));

/** Wrong passwords from one address until it is refused; the statuses on the way. */
async function guessUntilRefused(attempt: () => Promise<SocketAnswer>) {
  const statuses: number[] = [];
  let answer = await attempt();
  while (answer.status !== 429 && statuses.length < 30) {
    statuses.push(answer.status);
    answer = await attempt();
  }
  return { statuses, refused: answer };
}

describe("sign-in from a fresh address while another is throttled", () => {
  it("through the auth API: the owner signs in from B while A stays refused", async () => {
    const { email } = await signedUpUser(subject, "ada.lock@example.org");
    const attacker = socket.from("127.0.1.1");
    const owner = socket.from("127.0.1.2");

    const { statuses, refused } = await guessUntilRefused(() =>
      attacker.postJson(api, { email, password: wrongPassword }),
    );
    expect(statuses).toEqual(Array(10).fill(401));
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(JSON.parse(refused.text).message).toMatch(/Too many attempts/);

    const signIn = await owner.postJson(api, { email, password: testPassword });
    expect(signIn.status).toBe(200);
    expect(hasSession(signIn)).toBe(true);

    expect((await attacker.postJson(api, { email, password: wrongPassword })).status).toBe(429);
    // A throttled address is refused before its password is looked at, right or wrong.
    expect((await attacker.postJson(api, { email, password: testPassword })).status).toBe(429);
  });

  it("through the login form: the owner signs in from B while A stays refused", async () => {
    const { email } = await signedUpUser(subject, "bea.lock@example.org");
    const attacker = socket.from("127.0.2.1");
    const owner = socket.from("127.0.2.2");

    const { statuses, refused } = await guessUntilRefused(() =>
      attacker.postForm("/login", { email, password: wrongPassword }),
    );
    expect(statuses).toEqual(Array(10).fill(401));
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.text).toContain("Too many attempts");

    const signIn = await owner.postForm("/login", { email, password: testPassword });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.location).toBe("/dashboard");
    expect(hasSession(signIn)).toBe(true);

    const again = await attacker.postForm("/login", { email, password: wrongPassword });
    expect(again.status).toBe(429);
    // The script-driven form (`/login.data`) is the same action.
    const data = await attacker.postForm("/login.data", { email, password: wrongPassword });
    expect(data.status).toBe(429);
    expect(data.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("counts the two doors together, form-encoded API calls included", async () => {
    const { email } = await signedUpUser(subject, "cy.lock@example.org");
    const attacker = socket.from("127.0.3.1");
    for (let i = 0; i < 4; i++) {
      expect((await attacker.postForm("/login", { email, password: wrongPassword })).status).toBe(
        401,
      );
    }
    // better-auth reads a form body too, and the last of a repeated field: so do we.
    const decoyFirst = new URLSearchParams([
      ["email", "decoy@example.org"],
      ["email", email],
      ["password", wrongPassword],
    ]);
    for (let i = 0; i < 6; i++) {
      expect((await attacker.postForm(api, decoyFirst)).status).toBe(401);
    }
    expect((await attacker.postJson(api, { email, password: wrongPassword })).status).toBe(429);
  });
});

describe("what counts", () => {
  it("never spends the owner's budget on their own sign-ins, and a success clears the failures", async () => {
    const { email } = await signedUpUser(subject, "dee.lock@example.org");
    const owner = socket.from("127.0.4.1");
    for (let i = 0; i < 12; i++) {
      expect((await owner.postJson(api, { email, password: testPassword })).status).toBe(200);
    }
    for (let i = 0; i < 9; i++) {
      expect((await owner.postJson(api, { email, password: wrongPassword })).status).toBe(401);
    }
    expect((await owner.postForm("/login", { email, password: testPassword })).status).toBe(302);
    const { statuses } = await guessUntilRefused(() =>
      owner.postJson(api, { email, password: wrongPassword }),
    );
    expect(statuses).toEqual(Array(10).fill(401));
  });

  it("refuses new addresses once failures from many addresses reach the account's ceiling", async () => {
    const { email } = await signedUpUser(subject, "eve.lock@example.org");
    const usual = socket.from("127.0.5.250");
    expect((await usual.postJson(api, { email, password: testPassword })).status).toBe(200);

    // One address gives up after 10 failures; ten addresses reach the ceiling of 100.
    for (let host = 1; host <= 10; host++) {
      const guesser = socket.from(`127.0.5.${host}`);
      const { statuses } = await guessUntilRefused(() =>
        guesser.postJson(api, { email, password: wrongPassword }),
      );
      expect(statuses).toEqual(Array(10).fill(401));
    }
    const fresh = socket.from("127.0.5.100");
    const refused = await fresh.postJson(api, { email, password: wrongPassword });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60 * 60);
    expect((await fresh.postForm("/login", { email, password: wrongPassword })).status).toBe(429);
    // An address the owner signed in from before the attack still gets them in.
    expect((await usual.postJson(api, { email, password: testPassword })).status).toBe(200);
  }, 120_000);
});
