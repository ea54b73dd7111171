import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  insertCustomer,
  signed,
  stripeEvent,
  stripeSubscription,
  testPrices,
} from "../../tests/support/billing-fixtures";
import { stripeAndMailForThisFile } from "../../tests/support/stripe-test-app";
import { processedBillingEvents, subscriptions } from "../db/schema";
import { subscriptionStatus } from "./subscription-status";

const harness = stripeAndMailForThisFile();

const db = () => harness.app.database.db;

function deliver(body: { payload: string; header: string }) {
  return harness.app.request("http://localhost:3000/api/billing/stripe-webhook", {
    method: "POST",
    body: body.payload,
    headers: { "content-type": "application/json", "stripe-signature": body.header },
  });
}

async function rowOf(customerId: string) {
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  return row!;
}

const mailsTo = (address: string, atLeast: number) => harness.smtp.waitFor(address, atLeast);

const t0 = 1_767_225_600;

describe("signature", () => {
  it("gets 400 and changes nothing when the signature is wrong, missing or the body altered", async () => {
    const { userId } = await insertCustomer(db(), "cus_sig");
    const event = stripeEvent(
      "evt_sig_1",
      "customer.subscription.created",
      t0,
      stripeSubscription({ customer: "cus_sig" }),
    );
    const wrongSecret = signed(event, "whsec_someone_else");
    const good = signed(event);
    const altered = { payload: good.payload.replace("trialing", "active__"), header: good.header };
    for (const body of [wrongSecret, altered, { payload: good.payload, header: "" }]) {
      const response = await deliver(body);
      expect(response.status).toBe(400);
    }
    expect((await subscriptionStatus(db(), userId)).status).toBe("inactive");
    const recorded = await db()
      .select()
      .from(processedBillingEvents)
      .where(eq(processedBillingEvents.eventId, "evt_sig_1"));
    expect(recorded).toHaveLength(0);
  });

  it("accepts the same event correctly signed", async () => {
    const event = stripeEvent(
      "evt_sig_1",
      "customer.subscription.created",
      t0,
      stripeSubscription({ customer: "cus_sig" }),
    );
    const response = await deliver(signed(event));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "processed" });
    expect((await rowOf("cus_sig")).status).toBe("trialing");
  });
});

describe("each handled event type", () => {
  it("customer.subscription.created: trialing Standard monthly with its trial end", async () => {
    const { userId } = await insertCustomer(db(), "cus_created");
    const sub = stripeSubscription({ id: "sub_created", customer: "cus_created" });
    await deliver(signed(stripeEvent("evt_c1", "customer.subscription.created", t0, sub)));
    const status = await subscriptionStatus(db(), userId);
    expect(status).toMatchObject({
      subscribed: true,
      status: "trialing",
      tier: "standard",
      period: "monthly",
      cancelAtPeriodEnd: false,
    });
    expect(status.trialEnd?.getTime()).toBe((t0 + 7 * 86_400) * 1000);
  });

  it("checkout.session.completed: fetches the subscription from Stripe and applies it", async () => {
    const { userId } = await insertCustomer(db(), "cus_checkout");
    harness.fake.subscriptions.set(
      "sub_checkout",
      stripeSubscription({
        id: "sub_checkout",
        customer: "cus_checkout",
        price: testPrices.premium_yearly,
      }),
    );
    const session = {
      id: "cs_1",
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_checkout",
      subscription: "sub_checkout",
      client_reference_id: userId,
    };
    const response = await deliver(
      signed(stripeEvent("evt_cs1", "checkout.session.completed", t0, session)),
    );
    expect(response.status).toBe(200);
    expect(harness.fake.requestsTo("GET", "/v1/subscriptions/sub_checkout")).toHaveLength(1);
    expect(await subscriptionStatus(db(), userId)).toMatchObject({
      subscribed: true,
      tier: "premium",
      period: "yearly",
    });
  });

  it("customer.subscription.updated: a plan switch and a cancellation at period end", async () => {
    const { userId } = await insertCustomer(db(), "cus_updated");
    const base = { id: "sub_updated", customer: "cus_updated" };
    await deliver(
      signed(stripeEvent("evt_u1", "customer.subscription.created", t0, stripeSubscription(base))),
    );
    const switched = stripeSubscription({
      ...base,
      status: "active",
      price: testPrices.premium_monthly,
      periodEnd: t0 + 37 * 86_400,
      cancelAtPeriodEnd: true,
    });
    await deliver(
      signed(stripeEvent("evt_u2", "customer.subscription.updated", t0 + 60, switched)),
    );
    const status = await subscriptionStatus(db(), userId);
    expect(status).toMatchObject({
      subscribed: true,
      status: "active",
      tier: "premium",
      cancelAtPeriodEnd: true,
    });
    expect(status.currentPeriodEnd?.getTime()).toBe((t0 + 37 * 86_400) * 1000);
  });

  it("customer.subscription.deleted: canceled, no longer subscribed", async () => {
    const { userId } = await insertCustomer(db(), "cus_deleted");
    const base = { id: "sub_deleted", customer: "cus_deleted" };
    await deliver(
      signed(stripeEvent("evt_d1", "customer.subscription.created", t0, stripeSubscription(base))),
    );
    const ended = stripeSubscription({ ...base, status: "canceled" });
    await deliver(signed(stripeEvent("evt_d2", "customer.subscription.deleted", t0 + 5, ended)));
    expect(await subscriptionStatus(db(), userId)).toMatchObject({
      subscribed: false,
      status: "canceled",
    });
  });

  it("customer.subscription.trial_will_end: emails the member the trial's end date", async () => {
    const { email } = await insertCustomer(db(), "cus_trial", "trial-person@example.org");
    const sub = stripeSubscription({
      id: "sub_trial",
      customer: "cus_trial",
      trialEnd: t0 + 3 * 86_400,
    });
    await deliver(signed(stripeEvent("evt_t1", "customer.subscription.trial_will_end", t0, sub)));
    const [mail] = await mailsTo(email, 1);
    expect(mail?.raw).toMatch(/Subject: Your Clinova trial ends on 4 January 2026/);
    expect((await rowOf("cus_trial")).status).toBe("trialing");
  });

  it("invoice.payment_failed: past_due through the subscription, and an email", async () => {
    const { userId, email } = await insertCustomer(db(), "cus_failed", "card-declined@example.org");
    const base = { id: "sub_failed", customer: "cus_failed" };
    await deliver(
      signed(stripeEvent("evt_f1", "customer.subscription.created", t0, stripeSubscription(base))),
    );
    harness.fake.subscriptions.set(
      "sub_failed",
      stripeSubscription({ ...base, status: "past_due", trialEnd: null }),
    );
    const invoice = {
      id: "in_1",
      object: "invoice",
      customer: "cus_failed",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_failed" },
      },
    };
    await deliver(signed(stripeEvent("evt_f2", "invoice.payment_failed", t0 + 86_400, invoice)));
    expect(await subscriptionStatus(db(), userId)).toMatchObject({
      subscribed: false,
      status: "past_due",
    });
    const [mail] = await mailsTo(email, 1);
    expect(mail?.raw).toContain("Subject: We couldn't take your Clinova payment");
  });
});

describe("delivery guarantees", () => {
  it("a redelivered event changes nothing and sends no second email", async () => {
    const { email } = await insertCustomer(db(), "cus_twice", "twice@example.org");
    const sub = stripeSubscription({ id: "sub_twice", customer: "cus_twice" });
    const body = signed(stripeEvent("evt_twice", "customer.subscription.trial_will_end", t0, sub));
    const first = await deliver(body);
    const second = await deliver(body);
    expect(await first.json()).toMatchObject({ outcome: "processed" });
    expect(await second.json()).toMatchObject({ outcome: "duplicate" });
    await harness.app.mailQueueSettled();
    expect(harness.smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("an older snapshot arriving late does not overwrite a newer one", async () => {
    await insertCustomer(db(), "cus_late");
    const base = { id: "sub_late", customer: "cus_late" };
    const newer = stripeSubscription({ ...base, status: "canceled" });
    const older = stripeSubscription({ ...base, status: "active" });
    await deliver(signed(stripeEvent("evt_l2", "customer.subscription.deleted", t0 + 10, newer)));
    await deliver(signed(stripeEvent("evt_l1", "customer.subscription.updated", t0 + 5, older)));
    expect((await rowOf("cus_late")).status).toBe("canceled");
  });

  it("a failure while handling answers 500 and records nothing, so Stripe's retry works", async () => {
    const { userId } = await insertCustomer(db(), "cus_retry");
    harness.fake.subscriptions.set(
      "sub_retry",
      stripeSubscription({ id: "sub_retry", customer: "cus_retry" }),
    );
    const session = {
      id: "cs_r",
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_retry",
      subscription: "sub_retry",
    };
    const body = signed(stripeEvent("evt_retry", "checkout.session.completed", t0, session));
    harness.fake.failNext(/^\/v1\/subscriptions\/sub_retry$/, 400, "Stripe is having a moment");
    expect((await deliver(body)).status).toBe(500);
    expect((await subscriptionStatus(db(), userId)).subscribed).toBe(false);
    expect((await deliver(body)).status).toBe(200);
    expect((await subscriptionStatus(db(), userId)).subscribed).toBe(true);
  });

  it("answers 200 to event types it does not handle, without recording them", async () => {
    const response = await deliver(
      signed(stripeEvent("evt_other", "charge.succeeded", t0, { id: "ch_1" })),
    );
    expect(await response.json()).toMatchObject({ outcome: "ignored" });
  });
});
