import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../../tests/support/http-session";
import { professionalDetails } from "../../../tests/support/professional-details";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

const account = {
  email: "ada@example.org",
  password: "correct-horse-7!",
  ...professionalDetails("Ada Okafor"),
};

describe("the auth API", () => {
  it("signs up (no session: decision 0046), signs in, out and in again with a new session", async () => {
    const browser = httpSession(subject);
    const signUp = await browser.postJson("/api/auth/sign-up/email", account);
    expect(signUp.status).toBe(200);
    expect(await (await browser.request("/api/auth/get-session")).json()).toBeNull();
    const firstSignIn = await browser.postJson("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(firstSignIn.status).toBe(200);
    const first = await (await browser.request("/api/auth/get-session")).json();
    expect(first.user.email).toBe(account.email);
    const cookie = [...browser.cookies.keys()].join(",");
    expect(cookie).toContain("clinova.session_token");

    expect((await browser.postJson("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await browser.request("/api/auth/get-session")).json()).toBeNull();

    const signIn = await browser.postJson("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    const second = await (await browser.request("/api/auth/get-session")).json();
    expect(second.session.id).not.toBe(first.session.id);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const browser = httpSession(subject);
    const response = await browser.postJson("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("refuses a POST from a foreign origin and changes nothing", async () => {
    const browser = httpSession(subject);
    const response = await browser.postJson(
      "/api/auth/sign-up/email",
      { ...account, email: "mallory@example.org" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
    const signIn = await browser.postJson("/api/auth/sign-in/email", {
      email: "mallory@example.org",
      password: account.password,
    });
    expect(signIn.status).toBe(401);
  });

  it("answers 429 once sign-in attempts for one account exceed the limit", async () => {
    const browser = httpSession(subject);
    const attempt = () =>
      browser.postJson("/api/auth/sign-in/email", {
        email: "target@example.org",
        password: "wrong-password-1",
      });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/Too many attempts/);
  });
});
