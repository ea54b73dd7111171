import type { ServerConfig } from "../config/server-config";
import type { BillingProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestModeProvider } from "./test-mode-provider";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise test mode inside the app. */
export function createBillingProvider(config: ServerConfig): BillingProvider {
  return config.stripe
    ? createStripeProvider({
        secretKey: config.stripe.secretKey,
        prices: config.stripe.prices,
        appUrl: config.appUrl,
      })
    : createTestModeProvider();
}
