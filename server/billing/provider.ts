import type { Period, PlanKey, Tier } from "@common/plans";
import type { Subscription } from "../db/schema";

/**
 * The parts of a Stripe subscription we read (API 2025+: the period end lives on the item).
 * Stripe's own objects satisfy it, and test mode builds the same shape, so both go through
 * `applySubscription`.
 */
export type ProviderSubscription = {
  id: string;
  customer: string | { id: string };
  status: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  created?: number;
  metadata?: Record<string, string> | null;
  items: { data: Array<{ price: { id: string }; current_period_end: number }> };
};

export type PriceIds = Record<PlanKey, string>;

export type CheckoutRequest = {
  customerId: string;
  userId: string;
  tier: Tier;
  period: Period;
  /** 0 when the customer has had a trial before. */
  trialDays: number;
};

/** What Clinova needs from a billing provider: Stripe, or test mode inside the app. */
export type BillingProvider = {
  kind: "stripe" | "test";
  prices: PriceIds;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** The address of a hosted checkout; it returns to `/dashboard?session_id=…`. */
  createCheckoutUrl(input: CheckoutRequest): Promise<string>;
  /** The address of the customer portal (plan changes, cancellation). */
  createPortalUrl(customerId: string): Promise<string>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's subscriptions, newest first; [] where the provider keeps no state of its own. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Ends the subscription at once and returns its final state. */
  cancelNow(row: Subscription): Promise<ProviderSubscription>;
};

export const customerIdOf = (subscription: ProviderSubscription) =>
  typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
