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
import { subscriptions } from "../db/schema";

const harness = stripeAndMailForThisFile();

const t0 = 1_767_225_600;
const day = 86_400;

/**
 * A subscription's life in 10 events: checkout, trial, first payment, a failed renewal and
 * its recovery, a plan switch, cancellation at period end and the end. Several share a
 * second, as Stripe's do.
 */
function lifeOf(customer: string) {
  const id = `sub_${customer}`;
  const at = (changes: Parameters<typeof stripeSubscription>[0]) =>
    stripeSubscription({ id, customer, created: t0, ...changes });
  const trialing = at({});
  const active = at({ status: "active", periodEnd: t0 + 37 * day });
  const pastDue = at({ status: "past_due", periodEnd: t0 + 68 * day });
  const recovered = at({ status: "active", periodEnd: t0 + 68 * day });
  const premium = at({
    status: "active",
    price: testPrices.premium_yearly,
    periodEnd: t0 + 400 * day,
  });
  const cancelling = { ...premium, cancel_at_period_end: true };
  const ended = { ...cancelling, status: "canceled" };
  harness.fake.subscriptions.set(id, ended);
  const session = {
    id: `cs_${customer}`,
    object: "checkout.session",
    mode: "subscription",
    customer,
    subscription: id,
  };
  const invoice = {
    id: `in_${customer}`,
    object: "invoice",
    customer,
    parent: { subscription_details: { subscription: id } },
  };
  const e = (n: number, type: string, created: number, object: unknown) =>
    stripeEvent(`evt_${customer}_${n}`, type, created, object);
  return [
    e(1, "checkout.session.completed", t0, session),
    e(2, "customer.subscription.created", t0, trialing),
    e(3, "customer.subscription.trial_will_end", t0 + 4 * day, trialing),
    e(4, "customer.subscription.updated", t0 + 7 * day, active),
    e(5, "invoice.payment_failed", t0 + 37 * day, invoice),
    e(6, "customer.subscription.updated", t0 + 37 * day, pastDue),
    e(7, "customer.subscription.updated", t0 + 39 * day, recovered),
    e(8, "customer.subscription.updated", t0 + 40 * day, premium),
    e(9, "customer.subscription.updated", t0 + 41 * day, cancelling),
    e(10, "customer.subscription.deleted", t0 + 400 * day, ended),
  ];
}

/** Deterministic shuffles (mulberry32), so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function deliverAll(events: unknown[]) {
  for (const event of events) {
    const { payload, header } = signed(event);
    const response = await harness.app.request("http://localhost:3000/api/billing/stripe-webhook", {
      method: "POST",
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": header },
    });
    expect(response.status).toBe(200);
  }
}

async function stateOf(customerId: string) {
  const [row] = await harness.app.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  const { status, tier, period, currentPeriodEnd, trialEnd, cancelAtPeriodEnd, sourceUpdatedAt } =
    row!;
  return { status, tier, period, currentPeriodEnd, trialEnd, cancelAtPeriodEnd, sourceUpdatedAt };
}

const mailCount = (email: string) =>
  harness.smtp.received.filter((m) => m.to.includes(email)).length;

describe("the same 10 events, twice each and shuffled", () => {
  it("end in the same state, with one email per email-worthy event, as delivered in order", async () => {
    const inOrder = await insertCustomer(harness.app.database.db, "cus_order");
    await deliverAll(lifeOf("cus_order"));
    await harness.app.mailQueueSettled();
    const expected = await stateOf("cus_order");
    expect(expected).toMatchObject({
      status: "canceled",
      tier: "premium",
      period: "yearly",
      cancelAtPeriodEnd: true,
    });

    for (const seed of [1, 7, 42]) {
      const customer = `cus_shuffle_${seed}`;
      const person = await insertCustomer(harness.app.database.db, customer);
      const events = lifeOf(customer);
      await deliverAll(shuffled([...events, ...events], seed));
      expect(await stateOf(customer), `seed ${seed}`).toEqual(expected);
      await harness.app.mailQueueSettled();
      expect(mailCount(person.email), `seed ${seed}`).toBe(mailCount(inOrder.email));
    }
    expect(mailCount(inOrder.email)).toBe(2);
  });
});
