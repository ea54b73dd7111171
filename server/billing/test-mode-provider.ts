import { randomBytes } from "node:crypto";
import type { Subscription } from "../db/schema";
import type { BillingProvider, PriceIds, ProviderSubscription } from "./provider";

export const testModePrices: PriceIds = {
  standard_monthly: "price_test_standard_monthly",
  standard_yearly: "price_test_standard_yearly",
  premium_monthly: "price_test_premium_monthly",
  premium_yearly: "price_test_premium_yearly",
};

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString("hex")}`;

/**
 * Billing without Stripe: checkout and portal are pages inside the app
 * (/billing/test-checkout, /billing/test-portal). It keeps no state of its own; our row is
 * the subscription, and every change is made as a Stripe-shaped event (test-mode-billing.ts).
 */
export function createTestModeProvider(): BillingProvider {
  return {
    kind: "test",
    prices: testModePrices,
    createCustomer: async () => testId("cus"),
    createCheckoutUrl: async ({ tier, period }) =>
      `/billing/test-checkout?plan=${tier}&period=${period}`,
    createPortalUrl: async () => "/billing/test-portal",
    retrieveSubscription: async () => null,
    listSubscriptions: async () => [],
    cancelNow: async (row) => subscriptionFromRow(row, { status: "canceled" }),
  };
}

export type SnapshotChanges = {
  id?: string;
  status?: string;
  priceId?: string;
  currentPeriodEnd?: Date;
  trialEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
};

/** Our row as the Stripe-shaped subscription it stands for, with `changes` applied. */
export function subscriptionFromRow(
  row: Subscription,
  changes: SnapshotChanges = {},
): ProviderSubscription {
  const priceId =
    changes.priceId ??
    (row.tier && row.period ? testModePrices[`${row.tier}_${row.period}`] : "price_test_unknown");
  const periodEnd = changes.currentPeriodEnd ?? row.currentPeriodEnd ?? new Date();
  const trialEnd = changes.trialEnd === undefined ? row.trialEnd : changes.trialEnd;
  return {
    id: changes.id ?? row.subscriptionId ?? testId("sub"),
    customer: row.customerId,
    status: changes.status ?? row.status,
    cancel_at_period_end: changes.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd,
    trial_end: trialEnd ? unix(trialEnd) : null,
    metadata: { userId: row.userId },
    items: { data: [{ price: { id: priceId }, current_period_end: unix(periodEnd) }] },
  };
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
