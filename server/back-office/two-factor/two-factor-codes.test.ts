import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutionManagers, sessions, twoFactors } from "@server/db/schema/index";
import { signInAdmin } from "../../../tests/support/admin";
import { cookiesSetBy, listenOnLoopback } from "../../../tests/support/http-from-address";
import { httpSession } from "../../../tests/support/http-session";
import { insertInstitution } from "../../../tests/support/institution-sso";
import { learnerPassword, signUpLearner } from "../../../tests/support/learner";
import { startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  setUpTwoFactorThroughPages,
  unusedCode,
  wrongCode,
} from "../../../tests/support/two-factor";

// Decision 0045: a code is taken once, and wrong codes are capped per account, wherever they
// come from, with an email to the owner (decision 0045).
let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sockets: Awaited<ReturnType<typeof listenOnLoopback>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp({ SMTP_URL: smtp.url });
  sockets = await listenOnLoopback(subject);
});
afterAll(async () => {
  await sockets.close();
  await subject.close();
  await smtp.close();
});

async function adminWithTwoFactor(email: string) {
  const admin = await signInAdmin(subject, email, { twoFactor: "none" });
  const { secret } = await setUpTwoFactorThroughPages(admin, learnerPassword);
  return { admin, secret };
}

/** A fresh browser past the password, on sign-in's second step. */
async function passwordAccepted(email: string) {
  const browser = httpSession(subject);
  const login = await browser.postForm("/login", { email, password: learnerPassword });
  expect(login.headers.get("location")).toMatch(/^\/login\/two-factor/);
  return browser;
}

const codeGiven = (userId: string, at: Date | null) =>
  subject.database.db
    .update(sessions)
    .set({ twoFactorVerifiedAt: at })
    .where(eq(sessions.userId, userId));

/** The emails telling `address` its codes were locked (sign-up sent it a confirmation too). */
const lockEmailsTo = (address: string) =>
  smtp.received.filter(
    (mail) =>
      mail.to.includes(address) && mail.raw.includes("Too many wrong codes for your Clinova"),
  );

const lockOf = async (userId: string) =>
  (await subject.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId)))[0]
    ?.lockedUntil ?? null;

describe("a code from the authenticator app", () => {
  it("is taken once at sign-in's second step: the same code again is refused, page and API alike", async () => {
    const email = "replay@example.org";
    const { secret } = await adminWithTwoFactor(email);
    const code = await unusedCode(secret);

    const first = await passwordAccepted(email);
    const used = await first.postForm("/login/two-factor", { method: "totp", code });
    expect(used.status).toBe(302);

    const second = await passwordAccepted(email);
    const again = await second.postForm("/login/two-factor", { method: "totp", code });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain("This code has been used already.");
    expect((await second.request("/admin")).status).toBe(404);

    const client = httpSession(subject);
    await client.postJson("/api/auth/sign-in/email", { email, password: learnerPassword });
    const api = await client.postJson("/api/auth/two-factor/verify-totp", { code });
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ code: "CODE_ALREADY_USED" });
  });

  it("is taken once when two sign-ins send it at the same moment", async () => {
    const email = "race@example.org";
    const { secret } = await adminWithTwoFactor(email);
    const code = await unusedCode(secret);
    const browsers = await Promise.all([passwordAccepted(email), passwordAccepted(email)]);
    const answers = await Promise.all(
      browsers.map((browser) => browser.postForm("/login/two-factor", { method: "totp", code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 401]);
  });

  it("is taken once by the back office too: a code that opened the session cannot confirm a change", async () => {
    const { admin, secret } = await adminWithTwoFactor("replay-step-up@example.org");
    const code = await unusedCode(secret);
    await codeGiven(admin.userId, null);
    const verified = await admin.postForm("/admin/security", { intent: "verify", code });
    expect(verified.status).toBe(302);

    await codeGiven(admin.userId, new Date(Date.now() - 16 * 60_000));
    const institutionId = await insertInstitution(subject, {
      name: "Replay Trust",
      seatCount: 2,
      emailDomains: ["replay-trust.example.org"],
    });
    await signUpLearner(subject, "replay-lead@example.org");
    const replayed = await admin.postForm(`/admin/institutions/${institutionId}`, {
      intent: "name-manager",
      email: "replay-lead@example.org",
      twoFactorCode: code,
    });
    expect(replayed.status).toBe(422);
    expect(await replayed.text()).toContain("This code has been used already.");
    const managers = await subject.database.db
      .select()
      .from(institutionManagers)
      .where(eq(institutionManagers.institutionId, institutionId));
    expect(managers).toHaveLength(0);
  });
});

describe("wrong codes for one account", () => {
  it("lock its codes after ten, from however many addresses, and the owner gets one email", async () => {
    const email = "many-addresses@example.org";
    const { admin, secret } = await adminWithTwoFactor(email);
    const wrong = await wrongCode(secret);

    // Each address is fresh (its own limits untouched) and knows the password.
    const attempt = async (address: string, code: string) => {
      const client = sockets.from(address);
      const signIn = await client.postJson("/api/auth/sign-in/email", {
        email,
        password: learnerPassword,
      });
      expect(signIn.status, address).toBe(200);
      const cookie = cookiesSetBy(signIn).join("; ");
      return client.postJson("/api/auth/two-factor/verify-totp", { code }, { cookie });
    };
    for (let n = 1; n <= 10; n++) {
      const refused = await attempt(`127.0.0.${n + 10}`, wrong);
      expect(refused.status, `attempt ${n}`).toBe(401);
    }
    expect(await lockOf(admin.userId)).not.toBeNull();

    const right = await attempt("127.0.0.30", await unusedCode(secret));
    expect(right.status).toBe(429);
    expect(JSON.parse(right.text)).toMatchObject({ code: "ACCOUNT_TEMPORARILY_LOCKED" });
    const page = await passwordAccepted(email);
    const onPage = await page.postForm("/login/two-factor", {
      method: "totp",
      code: await unusedCode(secret),
    });
    expect(onPage.headers.get("location")).toMatch(/^\/login\?/);

    await expect.poll(() => lockEmailsTo(email).length, { timeout: 15_000 }).toBe(1);
    expect(lockEmailsTo(email)[0]!.raw).toContain("no code is accepted for the next 15 minutes");
    // More wrong codes during the same lock send nothing more.
    await attempt("127.0.0.31", wrong);
    await subject.mailQueueSettled();
    expect(lockEmailsTo(email)).toHaveLength(1);
  });

  it("count a signed-in session's codes too, which better-auth's plugin does not count", async () => {
    const email = "session-guesses@example.org";
    const { admin, secret } = await adminWithTwoFactor(email);
    const wrong = await wrongCode(secret);
    for (let n = 1; n <= 10; n++) {
      const refused = await admin.postJson("/api/auth/two-factor/verify-totp", { code: wrong });
      expect(refused.status, `attempt ${n}`).toBe(401);
    }
    expect(await lockOf(admin.userId)).not.toBeNull();
    const right = await admin.postJson("/api/auth/two-factor/verify-totp", {
      code: await unusedCode(secret),
    });
    expect(right.status).toBe(429);
    await expect.poll(() => lockEmailsTo(email).length, { timeout: 15_000 }).toBe(1);
  });
});
