import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../tests/support/http-session";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { processedBillingEvents } from "../db/schema";
import { cancelSubscriptionNow } from "./cancel-subscription";
import { createTestModeProvider } from "./test-mode-provider";
import { subscriptionStatus } from "./subscription-status";

let subject: TestApp;

beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

const day = 86_400_000;

async function member(email: string) {
  const browser = httpSession(subject);
  await browser.postForm("/signup", {
    firstName: "Tomasz",
    lastName: "Nowak",
    professionalRegType: "paramedic",
    regNo: "PA123456",
    institution: "London Ambulance Service",
    email,
    password: "strong-pass-42!",
  });
  // Sign-up opens no session (decision 0046): the member signs in.
  await browser.postJson("/api/auth/sign-in/email", { email, password: "strong-pass-42!" });
  const session = await (await browser.request("/api/auth/get-session")).json();
  return { browser, userId: session.user.id as string };
}

const status = (userId: string) => subscriptionStatus(subject.database.db, userId);
const json = { accept: "application/json" };

async function startTrial(browser: ReturnType<typeof httpSession>) {
  const start = await browser.postForm(
    "/billing/checkout",
    { plan: "standard", period: "monthly" },
    { headers: json },
  );
  const { url } = await start.json();
  expect(url).toBe("/billing/test-checkout?plan=standard&period=monthly");
  return browser.postForm(url, {});
}

describe("test-mode checkout", () => {
  it("is a page inside the app, clearly marked, for signed-in people only", async () => {
    const visitor = await httpSession(subject).request(
      "/billing/test-checkout?plan=standard&period=monthly",
    );
    expect(visitor.headers.get("location")).toBe(
      "/login?redirectTo=%2Fbilling%2Ftest-checkout%3Fplan%3Dstandard%26period%3Dmonthly",
    );
    const { browser } = await member("look@example.org");
    const page = await browser.request("/billing/test-checkout?plan=premium&period=yearly");
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Test mode — no real payment.");
    expect(html).toContain("Clinova Premium");
    expect(html).toContain("£299.00 per year");
  });

  it("starts a 7-day trial through the webhook path and returns to the dashboard", async () => {
    const { browser, userId } = await member("trial@example.org");
    expect((await status(userId)).subscribed).toBe(false);
    const confirmed = await startTrial(browser);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toMatch(
      /^\/dashboard\?session_id=cs_test_[0-9a-f]+$/,
    );
    const now = await status(userId);
    expect(now).toMatchObject({
      subscribed: true,
      status: "trialing",
      tier: "standard",
      period: "monthly",
    });
    expect(Math.abs(now.trialEnd!.getTime() - (Date.now() + 7 * day))).toBeLessThan(60_000);
    const events = await subject.database.db
      .select()
      .from(processedBillingEvents)
      .where(eq(processedBillingEvents.type, "customer.subscription.created"));
    expect(events.length).toBeGreaterThan(0);
  });
});

describe("test-mode portal", () => {
  it("switches plan, cancels at period end, resumes, then ends at the test clock", async () => {
    const { browser, userId } = await member("portal-life@example.org");
    await startTrial(browser);
    const portal = await browser.postForm("/billing/portal", {}, { headers: json });
    expect(await portal.json()).toEqual({ url: "/billing/test-portal" });

    await browser.postForm("/billing/test-portal", { intent: "switch", plan: "premium_yearly" });
    expect(await status(userId)).toMatchObject({
      subscribed: true,
      tier: "premium",
      period: "yearly",
    });

    await browser.postForm("/billing/test-portal", { intent: "cancel" });
    expect(await status(userId)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    await browser.postForm("/billing/test-portal", { intent: "resume" });
    expect(await status(userId)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });

    await browser.postForm("/billing/test-portal", { intent: "cancel" });
    const page = await (await browser.request("/billing/test-portal")).text();
    expect(page).toContain("Resume subscription");
    await browser.postForm("/billing/test-portal", { intent: "advance" });
    expect(await status(userId)).toMatchObject({ subscribed: false, status: "canceled" });
  });

  it("turns a trial into a paid plan at the test clock", async () => {
    const { browser, userId } = await member("trial-ends@example.org");
    await startTrial(browser);
    const trialEnd = (await status(userId)).trialEnd!;
    await browser.postForm("/billing/test-portal", { intent: "advance" });
    const after = await status(userId);
    expect(after).toMatchObject({ subscribed: true, status: "active", tier: "standard" });
    expect(after.currentPeriodEnd!.getTime()).toBeGreaterThan(trialEnd.getTime() + 27 * day);
  });

  it("changes only the signed-in person's subscription", async () => {
    const owner = await member("owner@example.org");
    await startTrial(owner.browser);
    const other = await member("other@example.org");
    const attempt = await other.browser.postForm("/billing/test-portal", { intent: "cancel" });
    expect(attempt.status).toBe(422);
    expect(await attempt.text()).toContain("There is no active subscription to change.");
    expect(await status(owner.userId)).toMatchObject({
      subscribed: true,
      cancelAtPeriodEnd: false,
    });
  });
});

describe("access follows the subscription (the rule course access reads)", () => {
  it("new, trialing, canceled-at-period-end, ended: gated, open, open, gated", async () => {
    const { browser, userId } = await member("journey@example.org");
    expect((await status(userId)).subscribed).toBe(false);
    await startTrial(browser);
    expect((await status(userId)).subscribed).toBe(true);
    await browser.postForm("/billing/test-portal", { intent: "cancel" });
    expect((await status(userId)).subscribed).toBe(true);
    await browser.postForm("/billing/test-portal", { intent: "advance" });
    expect(await status(userId)).toMatchObject({ subscribed: false, tier: "standard" });
  });

  it("Premium only after switching to it; a second checkout has no new trial", async () => {
    const { browser, userId } = await member("tiers@example.org");
    await startTrial(browser);
    expect((await status(userId)).tier).toBe("standard");
    await browser.postForm("/billing/test-portal", { intent: "switch", plan: "premium_monthly" });
    expect(await status(userId)).toMatchObject({ subscribed: true, tier: "premium" });
    expect(await cancelSubscriptionNow(subject.database.db, createTestModeProvider(), userId)).toBe(
      true,
    );
    expect((await status(userId)).subscribed).toBe(false);
    await startTrial(browser);
    expect(await status(userId)).toMatchObject({
      subscribed: true,
      status: "active",
      trialEnd: null,
    });
  });
});

describe("in test mode", () => {
  it("has no Stripe webhook endpoint", async () => {
    const response = await subject.request("http://localhost:3000/api/billing/stripe-webhook", {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(404);
  });
});
