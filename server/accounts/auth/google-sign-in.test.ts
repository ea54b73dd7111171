import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../../tests/support/http-session";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// The whole OpenID Connect round trip against a real OIDC server standing in for Google.
let subject: TestApp;
let oidc: OAuth2Server;
const person = { sub: "google-welcome-001", email: "new.google@example.org", name: "Nia Google" };

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  oidc.issuer.url = `http://127.0.0.1:${oidc.address().port}`;
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { ...person, email_verified: true });
  });
  oidc.service.on("beforeUserinfo", (response) => {
    response.body = { ...person, email_verified: true };
  });
  subject = await startTestApp({
    GOOGLE_CLIENT_ID: "clinova-test",
    GOOGLE_CLIENT_SECRET: "clinova-test-secret",
    GOOGLE_ISSUER: oidc.issuer.url,
  });
});
afterAll(async () => {
  await subject.close();
  await oidc.stop();
});

/** The toast a response sets (a page also clears the one it was sent with). */
const toastOf = (response: Response) => {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("clinova-toast=") && !line.startsWith("clinova-toast=;"));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!)) : null;
};

/** Continue with Google → the provider → our OAuth callback; returns where better-auth sends us. */
async function signInWithGoogle() {
  const browser = httpSession(subject);
  const start = await browser.postForm("/auth/google", {});
  expect(start.status).toBe(302);
  const authorize = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const back = new URL(authorize.headers.get("location")!);
  const callback = await browser.request(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  return { browser, landing: callback.headers.get("location")! };
}

describe("Google sign-in (docs/product/accounts.md#google-sign-in)", () => {
  it("greets a new account with 'Welcome!' and sends it to Complete Your Profile", async () => {
    const { browser, landing } = await signInWithGoogle();
    expect(landing).toBe("/auth/callback?new-account");
    const page = await browser.request(landing);
    expect(page.status).toBe(200);
    expect(toastOf(page)).toEqual({ type: "success", title: "Welcome!" });
    expect(await page.text()).toContain('content="0;url=/get-started"');
  });

  it("signs a returning person in as before, without 'Welcome!'", async () => {
    const { browser, landing } = await signInWithGoogle();
    expect(landing).toBe("/auth/callback");
    const page = await browser.request(landing);
    expect(toastOf(page)).toEqual({ type: "success", title: "Successfully authenticated" });
    expect(await page.text()).toContain('content="0;url=/dashboard"');
  });

  it("does not greet a signed-in person who completed their profile, even with the flag", async () => {
    const { browser } = await signInWithGoogle();
    const saved = await browser.postForm("/get-started", {
      firstName: "Nia",
      lastName: "Google",
      professionalRegType: "doctor",
      regNo: "GMC-1234567",
      institution: "Northgate University",
    });
    expect(saved.status).toBe(302);
    const page = await browser.request("/auth/callback?new-account");
    expect(toastOf(page)).toEqual({ type: "success", title: "Successfully authenticated" });
  });
});
