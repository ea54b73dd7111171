import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import type { Db } from "@server/db/client";
import { subscriptions, users } from "@server/db/schema";
import type { PriceIds, ProviderSubscription } from "@server/billing/provider";

export const testPrices: PriceIds = {
  standard_monthly: "price_standard_monthly",
  standard_yearly: "price_standard_yearly",
  premium_monthly: "price_premium_monthly",
  premium_yearly: "price_premium_yearly",
};

export const webhookSecret = "whsec_test_clinova_webhooks";

/** The environment of an app that bills through Stripe (aimed at the fake by the caller). */
export const stripeEnv = {
  STRIPE_SECRET_KEY: "sk_test_clinova_fake",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_STANDARD_MONTHLY: testPrices.standard_monthly,
  STRIPE_PRICE_STANDARD_YEARLY: testPrices.standard_yearly,
  STRIPE_PRICE_PREMIUM_MONTHLY: testPrices.premium_monthly,
  STRIPE_PRICE_PREMIUM_YEARLY: testPrices.premium_yearly,
};

const day = 86_400;

/** A Stripe subscription object (API 2025+ shape: the period end sits on the item). */
export function stripeSubscription(
  input: Partial<{
    id: string;
    customer: string;
    status: string;
    price: string;
    periodEnd: number;
    trialEnd: number | null;
    cancelAtPeriodEnd: boolean;
    created: number;
  }> = {},
): ProviderSubscription & { object: "subscription" } {
  const created = input.created ?? 1_767_225_600;
  return {
    object: "subscription",
    id: input.id ?? `sub_${randomUUID().slice(0, 8)}`,
    customer: input.customer ?? "cus_unknown",
    status: input.status ?? "trialing",
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    trial_end: input.trialEnd === undefined ? created + 7 * day : input.trialEnd,
    created,
    metadata: {},
    items: {
      data: [
        {
          price: { id: input.price ?? testPrices.standard_monthly },
          current_period_end: input.periodEnd ?? created + 7 * day,
        },
      ],
    },
  };
}

export function stripeEvent(id: string, type: string, created: number, object: unknown) {
  return { id, object: "event", type, created, livemode: false, data: { object } };
}

/** The body and a valid Stripe-Signature header for an event, signed offline. */
export function signed(event: unknown, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  return {
    payload,
    header: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

/** A user who has been through checkout far enough to own a Stripe customer. */
export async function insertCustomer(
  db: Db,
  customerId: string,
  email = `${customerId}@example.org`,
) {
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, name: "Test Person", email });
  await db.insert(subscriptions).values({ userId, provider: "stripe", customerId });
  return { userId, email };
}
