import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "@server/db/schema";
import { httpSession } from "../../../tests/support/http-session";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { useYourPasswordMessage } from "./oauth-second-factor";

// Google sign-in against a real OIDC server standing in for Google, for an account with 2FA.
let subject: TestApp;
let oidc: OAuth2Server;
const person = { sub: "google-2fa-001", email: "admin.google@example.org", name: "Ola Admin" };

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

async function signInWithGoogle() {
  const browser = httpSession(subject);
  const start = await browser.postForm("/auth/google", {});
  const authorize = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const back = new URL(authorize.headers.get("location")!);
  const callback = await browser.request(`${back.pathname}${back.search}`);
  return { browser, status: callback.status, landing: callback.headers.get("location") };
}

describe("Google sign-in for an account with two-factor authentication", () => {
  it("opens no session and sends the person to the password form, which asks for the code", async () => {
    const first = await signInWithGoogle();
    expect(first.status).toBe(302);
    const [user] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, person.email));
    await subject.database.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.id, user!.id));
    await subject.database.db.delete(sessions).where(eq(sessions.userId, user!.id));

    const again = await signInWithGoogle();
    expect(again.status).toBe(302);
    expect(again.landing).toBe(`/login?error=${encodeURIComponent(useYourPasswordMessage)}`);
    expect(await (await again.browser.request("/api/auth/get-session")).json()).toBeNull();
    const left = await subject.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(left).toHaveLength(0);
  });
});
