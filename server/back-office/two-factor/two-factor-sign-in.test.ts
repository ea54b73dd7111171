import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { learnerPassword } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  unusedCode,
  setUpTwoFactorThroughPages,
  wrongCode,
} from "../../../tests/support/two-factor";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

const email = "second-step@example.org";
let saved: Awaited<ReturnType<typeof setUpTwoFactorThroughPages>>;
beforeAll(async () => {
  const admin = await signInAdmin(subject, email, { twoFactor: "none" });
  saved = await setUpTwoFactorThroughPages(admin, learnerPassword);
});

const sessionOf = async (browser: ReturnType<typeof httpSession>) =>
  (await (await browser.request("/api/auth/get-session")).json()) as {
    user: { email: string };
  } | null;

/** A fresh browser past the password: on the second step, not yet signed in. */
async function passwordAccepted(redirectTo = "/admin") {
  const browser = httpSession(subject);
  const login = await browser.postForm(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
    email,
    password: learnerPassword,
    redirectTo,
  });
  expect(login.status).toBe(302);
  expect(login.headers.get("location")).toBe(
    `/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`,
  );
  expect(await sessionOf(browser)).toBeNull();
  return browser;
}

describe("signing in with two-factor authentication", () => {
  it("asks for the code after the password, refuses a wrong one, and continues on the right one", async () => {
    const browser = await passwordAccepted();
    const page = await browser.request("/login/two-factor?redirectTo=%2Fadmin");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Two-step verification");
    expect((await browser.request("/admin")).status).toBe(404);

    const wrong = await browser.postForm("/login/two-factor", {
      method: "totp",
      code: await wrongCode(saved.secret),
      redirectTo: "/admin",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That code is not right.");
    expect(await sessionOf(browser)).toBeNull();

    const right = await browser.postForm("/login/two-factor", {
      method: "totp",
      code: await unusedCode(saved.secret),
      redirectTo: "/admin",
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    expect((await sessionOf(browser))?.user.email).toBe(email);
    expect((await browser.request("/admin")).status).toBe(200);
  });

  it("takes a backup code once", async () => {
    const code = saved.backupCodes[0]!;
    const first = await passwordAccepted("/dashboard");
    const used = await first.postForm("/login/two-factor", { method: "backup-code", code });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/dashboard");
    expect((await sessionOf(first))?.user.email).toBe(email);

    const second = await passwordAccepted("/dashboard");
    const again = await second.postForm("/login/two-factor", { method: "backup-code", code });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain("That backup code is not right, or it has been used");
    expect(await sessionOf(second)).toBeNull();
  });

  it("sends someone without a challenge back to log in", async () => {
    const visitor = httpSession(subject);
    const page = await visitor.request("/login/two-factor");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");
    const posted = await visitor.postForm("/login/two-factor", { method: "totp", code: "123456" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");
    expect(await sessionOf(visitor)).toBeNull();
  });

  it("ends a challenge after five wrong codes: the password is asked again", async () => {
    const browser = await passwordAccepted();
    const wrong = await wrongCode(saved.secret);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await browser.postForm("/login/two-factor", { method: "totp", code: wrong });
      expect(refused.status, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await browser.postForm("/login/two-factor", {
      method: "totp",
      code: await unusedCode(saved.secret),
    });
    expect(sixth.status).toBe(302);
    expect(sixth.headers.get("location")).toMatch(/^\/login\?/);
    expect(await sessionOf(browser)).toBeNull();
  });

  // The fourth code of this admin in a few seconds: it may wait for the app's next one.
  it(
    "works over the auth API too: sign-in answers with a challenge, verify-totp opens the session",
    {
      timeout: 60_000,
    },
    async () => {
      const client = httpSession(subject);
      const signIn = await client.postJson("/api/auth/sign-in/email", {
        email,
        password: learnerPassword,
      });
      expect(signIn.status).toBe(200);
      expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
      expect(await sessionOf(client)).toBeNull();
      const verified = await client.postJson("/api/auth/two-factor/verify-totp", {
        code: await unusedCode(saved.secret),
      });
      expect(verified.status).toBe(200);
      expect((await sessionOf(client))?.user.email).toBe(email);
    },
  );
});
