import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../../tests/support/http-session";
import { linksIn, startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { profiles, users } from "../../db/schema/index";
import { seedAll } from "../../db/seed/seed";

let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp({ SMTP_URL: smtp.url });
  await seedAll(subject.database.db);
});
afterAll(async () => {
  await subject.close();
  await smtp.close();
});

const signUpFields = {
  firstName: "Grace",
  lastName: "Mensah",
  professionalRegType: "midwife",
  regNo: "98B7654W",
  institution: "Royal College of Midwives",
  email: "grace@example.org",
  password: "strong-pass-42!",
};

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const waitForMail = (to: string, count: number) => smtp.waitFor(to, count);

describe("sign-up", () => {
  it("creates the account and profile and asks to check the email, with no session yet", async () => {
    const browser = httpSession(subject);
    const response = await browser.postForm("/signup", signUpFields);
    // The same answer as for an address that has an account (account-enumeration.test.ts).
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Check your email");
    const [user] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, "grace@example.org"));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await subject.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ firstName: "Grace", professionalRegType: "midwife" });
    expect(await (await browser.request("/api/auth/get-session")).json()).toBeNull();
  });

  it("confirms the address through the emailed link, landing on /auth/callback", async () => {
    const [mail] = await waitForMail("grace@example.org", 1);
    const link = linksIn(mail!).find((l) => l.includes("verify-email"));
    expect(link).toBeTruthy();
    const browser = httpSession(subject);
    const verify = await browser.request(pathOf(link!));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toMatch(/\/auth\/callback\?signed-up$/);
    const callback = await browser.request("/auth/callback?signed-up");
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain("Processing your login...");
    // On to where the spec's sign-up lands a new account without a plan.
    const landing = await browser.request("/auth/callback.data?signed-up");
    expect(await landing.text()).toContain("/pricing?from=signup");
    const [user] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, "grace@example.org"));
    expect(user?.emailVerified).toBe(true);
  });

  it("answers a blank form with the first message as a Validation Error, storing nothing", async () => {
    const browser = httpSession(subject);
    const response = await browser.postForm("/signup", {
      ...signUpFields,
      firstName: " ",
      email: "x@example.org",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("First name is required");
    const rows = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, "x@example.org"));
    expect(rows).toHaveLength(0);
  });

  it("sends a failed callback to /login with the error", async () => {
    const response = await httpSession(subject).request("/auth/callback?error=invalid_token");
    expect(response.headers.get("location")).toBe("/login?error=Authentication%20failed");
  });
});

describe("password reset", () => {
  it("works through the emailed link: new password works, old fails, other sessions end", async () => {
    const laptop = httpSession(subject);
    const phone = httpSession(subject);
    for (const device of [laptop, phone]) {
      const login = await device.postForm("/login", {
        email: "grace@example.org",
        password: signUpFields.password,
      });
      expect(login.status).toBe(302);
    }
    await subject.mailQueueSettled();
    const before = smtp.received.length;
    const toGrace = smtp.received.filter((m) => m.to.includes("grace@example.org")).length;
    const forgot = await laptop.postForm("/forgot-password", { email: "grace@example.org" });
    expect(await forgot.text()).toContain("Check your email");
    const unknown = await laptop.postForm("/forgot-password", { email: "nobody@example.org" });
    expect(await unknown.text()).toContain("Check your email");

    const mails = await waitForMail("grace@example.org", toGrace + 1);
    await subject.mailQueueSettled();
    expect(smtp.received.length).toBe(before + 1);
    const link = linksIn(mails.at(-1)!).find((l) => l.includes("reset-password"));
    const landing = await laptop.request(pathOf(link!));
    const resetPage = landing.headers.get("location")!;
    expect(resetPage).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(resetPage).searchParams.get("token")!;

    const updated = await laptop.postForm("/reset-password", {
      token,
      password: "brand-new-pass-9?",
      confirmPassword: "brand-new-pass-9?",
    });
    expect(await updated.text()).toContain("Password updated!");
    expect(await (await phone.request("/api/auth/get-session")).json()).toBeNull();

    const old = await httpSession(subject).postForm("/login", {
      email: "grace@example.org",
      password: signUpFields.password,
    });
    expect(old.status).toBe(401);
    const fresh = await httpSession(subject).postForm("/login", {
      email: "grace@example.org",
      password: "brand-new-pass-9?",
    });
    expect(fresh.status).toBe(302);
    expect(fresh.headers.get("location")).toBe("/dashboard");
  });
});

describe("redirects", () => {
  it("never follows a return address to another site", async () => {
    const browser = httpSession(subject);
    const response = await browser.postForm("/login", {
      email: "grace@example.org",
      password: "brand-new-pass-9?",
      redirectTo: "//evil.example/phish",
    });
    expect(response.headers.get("location")).toBe("/dashboard");
  });

  it("signs out on the server and lands where asked", async () => {
    const browser = httpSession(subject);
    await browser.postForm("/login", { email: "grace@example.org", password: "brand-new-pass-9?" });
    const out = await browser.postForm("/auth/sign-out", { redirectTo: "/login" });
    expect(out.headers.get("location")).toBe("/login");
    expect(await (await browser.request("/api/auth/get-session")).json()).toBeNull();
  });
});
