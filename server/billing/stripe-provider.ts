import Stripe from "stripe";
import { planKey } from "@common/plans";
import type { BillingProvider, PriceIds, ProviderSubscription } from "./provider";

export type StripeProviderOptions = {
  secretKey: string;
  prices: PriceIds;
  appUrl: string;
  /** Tests point the SDK at a local fake of Stripe's API; production never sets it. */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

/** Stripe Checkout (subscription mode) and the Billing Portal. */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const { prices, appUrl } = options;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...options.api,
  });

  return {
    kind: "stripe",
    prices,
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        // A double click must not make two customers for one user.
        { idempotencyKey: `customer-for-${userId}` },
      );
      return customer.id;
    },
    async createCheckoutUrl({ customerId, userId, tier, period, trialDays }) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: prices[planKey(tier, period)], quantity: 1 }],
        subscription_data: {
          ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
          metadata: { userId },
        },
        metadata: { userId },
        success_url: `${appUrl}/dashboard?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/pricing`,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return session.url;
    },
    async createPortalUrl(customerId) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        // SubscriptionSync re-checks on this return, as it does after checkout.
        return_url: `${appUrl}/dashboard?portal=return`,
      });
      return session.url;
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return (await stripe.subscriptions.retrieve(subscriptionId)) as ProviderSubscription;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async listSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: "all",
        limit: 20,
      });
      return list.data as ProviderSubscription[];
    },
    async cancelNow(row) {
      if (!row.subscriptionId) throw new Error("There is no subscription to cancel");
      return (await stripe.subscriptions.cancel(row.subscriptionId)) as ProviderSubscription;
    },
  };
}
