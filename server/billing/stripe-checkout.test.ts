import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  signed,
  stripeEvent,
  stripeSubscription,
  testPrices,
} from "../../tests/support/billing-fixtures";
import type { FakeStripe } from "../../tests/support/fake-stripe";
import { startStripeTestApp } from "../../tests/support/stripe-test-app";
import { httpSession } from "../../tests/support/http-session";
import { type TestApp } from "../../tests/support/test-app";
import { cancelSubscriptionNow } from "./cancel-subscription";
import { subscriptionRow } from "./checkout";
import type { BillingProvider } from "./provider";

let subject: TestApp;
let fake: FakeStripe;
let billing: BillingProvider;

let stripe: Awaited<ReturnType<typeof startStripeTestApp>>;

beforeAll(async () => {
  stripe = await startStripeTestApp();
  ({ app: subject, fake, billing } = stripe);
});
afterAll(async () => {
  await stripe.close();
});

const json = { accept: "application/json" };
const plan = { plan: "standard", period: "monthly" };

async function member(email: string) {
  const browser = httpSession(subject);
  const response = await browser.postForm("/signup", {
    firstName: "Amara",
    lastName: "Okafor",
    professionalRegType: "nurse",
    regNo: "12A3456B",
    institution: "Leeds Teaching Hospitals",
    email,
    password: "strong-pass-42!",
  });
  expect(response.status).toBe(200);
  // Sign-up opens no session (decision 0046): the member signs in.
  await browser.postJson("/api/auth/sign-in/email", { email, password: "strong-pass-42!" });
  const session = await (await browser.request("/api/auth/get-session")).json();
  return { browser, userId: session.user.id as string };
}

function flashOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("clinova-toast="));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!)) : null;
}

async function subscribe(
  customerId: string,
  id: string,
  status = "trialing",
  created = 1_767_225_600,
) {
  const sub = stripeSubscription({ id, customer: customerId, status, created });
  fake.subscriptions.set(id, sub);
  const { payload, header } = signed(
    stripeEvent(`evt_${id}_${status}`, "customer.subscription.updated", created, sub),
  );
  const response = await subject.request("http://localhost:3000/api/billing/stripe-webhook", {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": header },
  });
  expect(response.status).toBe(200);
}

describe("checkout", () => {
  it("sends a signed-out visitor to /login with 'Authentication required'", async () => {
    const visitor = httpSession(subject);
    const plain = await visitor.postForm("/billing/checkout", plan);
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/login?redirectTo=%2Fpricing");
    expect(flashOf(plain)).toEqual({
      type: "error",
      title: "Authentication required",
      description: "Please sign in to subscribe to a plan.",
    });
    const scripted = await visitor.postForm("/billing/checkout", plan, { headers: json });
    expect(scripted.status).toBe(401);
    expect(await scripted.json()).toEqual({ redirectTo: "/login?redirectTo=%2Fpricing" });
    expect(fake.requests).toHaveLength(0);
  });

  it("creates one customer and a subscription-mode session with a 7-day trial", async () => {
    const { browser, userId } = await member("amara@example.org");
    const response = await browser.postForm("/billing/checkout", plan, { headers: json });
    const { url } = await response.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_fake_\d+$/);

    const [customer] = fake.requestsTo("POST", "/v1/customers");
    expect(customer?.form.get("email")).toBe("amara@example.org");
    expect(customer?.form.get("metadata[userId]")).toBe(userId);
    const row = await subscriptionRow(subject.database.db, userId);
    expect(row?.customerId).toMatch(/^cus_fake_/);

    const [session] = fake.requestsTo("POST", "/v1/checkout/sessions");
    const form = Object.fromEntries(session!.form);
    expect(form).toMatchObject({
      mode: "subscription",
      customer: row!.customerId,
      client_reference_id: userId,
      "line_items[0][price]": testPrices.standard_monthly,
      "line_items[0][quantity]": "1",
      "subscription_data[trial_period_days]": "7",
      success_url: "http://localhost:3000/dashboard?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/pricing",
    });
  });

  it("reuses the customer, and without JavaScript redirects to Stripe", async () => {
    const { browser } = await member("second-go@example.org");
    await browser.postForm("/billing/checkout", plan, { headers: json });
    const customersBefore = fake.requestsTo("POST", "/v1/customers").length;
    const plain = await browser.postForm("/billing/checkout", {
      plan: "premium",
      period: "yearly",
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(fake.requestsTo("POST", "/v1/customers")).toHaveLength(customersBefore);
    const last = fake.requestsTo("POST", "/v1/checkout/sessions").at(-1)!;
    expect(last.form.get("line_items[0][price]")).toBe(testPrices.premium_yearly);
  });

  it("answers 'Checkout failed' with the default text when Stripe refuses", async () => {
    const { browser } = await member("declined@example.org");
    fake.failNext(/^\/v1\/checkout\/sessions$/, 400, "No such price: 'price_standard_monthly'");
    const scripted = await browser.postForm("/billing/checkout", plan, { headers: json });
    // Stripe's refusal is a peer's failure (decision 0050).
    expect(scripted.status).toBe(500);
    expect(await scripted.json()).toMatchObject({
      ok: false,
      toast: {
        type: "error",
        title: "Checkout failed",
        description: "Failed to start checkout process.",
      },
    });
    fake.failNext(/^\/v1\/checkout\/sessions$/, 400, "No such price");
    const plain = await browser.postForm("/billing/checkout", plan);
    expect(plain.headers.get("location")).toBe("/pricing");
    expect(flashOf(plain)).toMatchObject({ title: "Checkout failed" });
  });

  it("refuses an unknown plan, and a second subscription while one is live", async () => {
    const { browser, userId } = await member("already@example.org");
    const unknown = await browser.postForm(
      "/billing/checkout",
      { plan: "gold", period: "monthly" },
      { headers: json },
    );
    expect((await unknown.json()).toast.title).toBe("Checkout failed");

    await browser.postForm("/billing/checkout", plan, { headers: json });
    const row = await subscriptionRow(subject.database.db, userId);
    await subscribe(row!.customerId, "sub_already");
    const sessions = fake.requestsTo("POST", "/v1/checkout/sessions").length;
    const again = await browser.postForm("/billing/checkout", plan, { headers: json });
    expect((await again.json()).toast).toEqual({
      type: "error",
      title: "Checkout failed",
      description: "You already have a subscription. Use Manage subscription to change your plan.",
    });
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")).toHaveLength(sessions);
  });

  it("offers the free trial only on a first subscription", async () => {
    const { browser, userId } = await member("returning@example.org");
    await browser.postForm("/billing/checkout", plan, { headers: json });
    const row = await subscriptionRow(subject.database.db, userId);
    await subscribe(row!.customerId, "sub_returning", "canceled");
    await browser.postForm("/billing/checkout", plan, { headers: json });
    const last = fake.requestsTo("POST", "/v1/checkout/sessions").at(-1)!;
    expect(last.form.has("subscription_data[trial_period_days]")).toBe(false);
  });
});

describe("customer portal", () => {
  it("needs a subscription, then answers a portal session returning to the dashboard", async () => {
    const { browser, userId } = await member("portal@example.org");
    const none = await browser.postForm("/billing/portal", {}, { headers: json });
    expect((await none.json()).toast).toMatchObject({ title: "Portal access failed" });

    await browser.postForm("/billing/checkout", plan, { headers: json });
    const row = await subscriptionRow(subject.database.db, userId);
    await subscribe(row!.customerId, "sub_portal");
    const opened = await browser.postForm("/billing/portal", {}, { headers: json });
    expect((await opened.json()).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const request = fake.requestsTo("POST", "/v1/billing_portal/sessions").at(-1)!;
    expect(request.form.get("customer")).toBe(row!.customerId);
    expect(request.form.get("return_url")).toBe("http://localhost:3000/dashboard?portal=return");

    const link = await browser.request("/billing/portal");
    expect(link.status).toBe(303);
    expect(link.headers.get("location")).toMatch(/^https:\/\/billing\.stripe\.com\//);

    fake.failNext(/billing_portal/, 400, "No configuration provided");
    const failed = await browser.postForm("/billing/portal", {}, { headers: json });
    expect((await failed.json()).toast).toEqual({
      type: "error",
      title: "Portal access failed",
      description: "Failed to open customer portal.",
    });
  });

  it("has no test-mode pages when Stripe is configured", async () => {
    const { browser } = await member("no-test-pages@example.org");
    for (const path of [
      "/billing/test-checkout?plan=standard&period=monthly",
      "/billing/test-portal",
    ]) {
      expect((await browser.request(path)).status, path).toBe(404);
    }
  });

  it("sends a signed-out visitor to /login", async () => {
    const response = await httpSession(subject).request("/billing/portal");
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fbilling%2Fportal");
  });
});

describe("re-checks and cancellation", () => {
  it("POST /billing/subscription re-syncs from Stripe when no webhook arrived", async () => {
    const { browser, userId } = await member("resync@example.org");
    await browser.postForm("/billing/checkout", plan, { headers: json });
    const row = await subscriptionRow(subject.database.db, userId);
    const before = await (await browser.request("/billing/subscription")).json();
    expect(before).toMatchObject({ subscribed: false, subscription_status: "inactive" });
    fake.subscriptions.set(
      "sub_resync",
      stripeSubscription({
        id: "sub_resync",
        customer: row!.customerId,
        price: testPrices.premium_monthly,
      }),
    );
    const after = await (
      await browser.postForm("/billing/subscription", {}, { headers: json })
    ).json();
    expect(after).toMatchObject({
      subscribed: true,
      subscription_status: "trialing",
      subscription_tier: "Premium",
      subscription_period: "monthly",
    });
    expect(after.subscription_end).toMatch(/^2026-01-08T/);
  });

  it("cancelSubscriptionNow cancels at Stripe and marks the row canceled", async () => {
    const { browser, userId } = await member("leaving@example.org");
    await browser.postForm("/billing/checkout", plan, { headers: json });
    const row = await subscriptionRow(subject.database.db, userId);
    await subscribe(row!.customerId, "sub_leaving", "active");
    expect(await cancelSubscriptionNow(subject.database.db, billing, userId)).toBe(true);
    expect(fake.requestsTo("DELETE", "/v1/subscriptions/sub_leaving")).toHaveLength(1);
    expect((await subscriptionRow(subject.database.db, userId))?.status).toBe("canceled");
    expect(await cancelSubscriptionNow(subject.database.db, billing, userId)).toBe(false);
  });
});
