import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@server/db/schema/index";
import { signedUpUser, testPassword } from "../../../tests/support/signed-up-user";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { isExposedAuthEndpoint } from "./exposed-auth-endpoints";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe("the auth API's endpoints we do not use", () => {
  it.each([
    ["POST", "/api/auth/update-user", { name: "Someone Else" }],
    ["POST", "/api/auth/change-email", { newEmail: "taken-over@example.org" }],
    [
      "POST",
      "/api/auth/change-password",
      { currentPassword: testPassword, newPassword: "x-9!abcdefg" },
    ],
    ["POST", "/api/auth/delete-user", {}],
    ["GET", "/api/auth/list-accounts", undefined],
    ["GET", "/api/auth/list-sessions", undefined],
    ["POST", "/api/auth/revoke-sessions", {}],
    ["POST", "/api/auth/get-access-token", { providerId: "google" }],
    ["GET", "/api/auth/account-info", undefined],
    ["POST", "/api/auth/sign-in/social", { provider: "google" }],
    ["POST", "/api/auth/sign-in//email", { email: "x@example.org", password: "y" }],
    ["POST", "/api/auth/sign-in/email/", { email: "x@example.org", password: "y" }],
    // Two-factor set-up is done by /admin/security, with the password and an audit entry.
    ["POST", "/api/auth/two-factor/enable", { password: testPassword }],
    ["POST", "/api/auth/two-factor/disable", { password: testPassword }],
    ["POST", "/api/auth/two-factor/get-totp-uri", { password: testPassword }],
    ["POST", "/api/auth/two-factor/generate-backup-codes", { password: testPassword }],
    ["POST", "/api/auth/two-factor/send-otp", {}],
    ["POST", "/api/auth/two-factor/verify-otp", { code: "123456" }],
    // Institutions' single sign-on is configured in the back office only (decision 0038).
    ["POST", "/api/auth/sso/register", { providerId: "x", issuer: "https://idp.example.org" }],
    ["POST", "/api/auth/sso/update-provider", { providerId: "x" }],
    ["POST", "/api/auth/sso/delete-provider", { providerId: "x" }],
    ["GET", "/api/auth/sso/providers", undefined],
    ["POST", "/api/auth/sign-in/sso", { email: "x@example.org", callbackURL: "/" }],
  ])("%s %s answers 404 and changes nothing", async (method, path, body) => {
    const email = `closed-${Math.random().toString(36).slice(2)}@example.org`;
    const { browser, id } = await signedUpUser(subject, email, "Ada Okafor");
    const response =
      method === "POST" ? await browser.postJson(path, body) : await browser.request(path);
    expect(response.status).toBe(404);
    const [user] = await subject.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email, name: "Ada Okafor" });
    expect((await (await browser.request("/api/auth/get-session")).json())?.user.id).toBe(id);
  });
});

describe("the endpoints browsers do call", () => {
  it.each([
    ["GET", "/get-session"],
    ["POST", "/sign-up/email"],
    ["POST", "/sign-in/email"],
    ["POST", "/sign-out"],
    ["POST", "/request-password-reset"],
    ["GET", "/reset-password/abc123"],
    ["POST", "/reset-password"],
    ["GET", "/verify-email"],
    ["POST", "/send-verification-email"],
    ["POST", "/revoke-session"],
    ["GET", "/callback/google"],
    ["GET", "/oauth2/callback/google"],
    ["GET", "/sso/callback/institution-1"],
    ["POST", "/two-factor/verify-totp"],
    ["POST", "/two-factor/verify-backup-code"],
  ])("%s %s stays open", (method, path) => {
    expect(isExposedAuthEndpoint(method, path)).toBe(true);
  });

  it("only with the method they are meant for", () => {
    expect(isExposedAuthEndpoint("GET", "/sign-in/email")).toBe(false);
    expect(isExposedAuthEndpoint("POST", "/get-session")).toBe(false);
  });
});
