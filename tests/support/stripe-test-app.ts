import { createStripeProvider } from "@server/billing/stripe-provider";
import { stripeEnv, testPrices } from "./billing-fixtures";
import { startFakeStripe } from "./fake-stripe";
import { startTestApp } from "./test-app";

/** The whole app with its Stripe provider aimed at the local fake of Stripe's API. */
export async function startStripeTestApp(envOverrides: Record<string, string> = {}) {
  const fake = await startFakeStripe();
  const billing = createStripeProvider({
    secretKey: stripeEnv.STRIPE_SECRET_KEY,
    prices: testPrices,
    appUrl: "http://localhost:3000",
    api: fake.api,
  });
  const app = await startTestApp({ ...stripeEnv, ...envOverrides }, undefined, { billing });
  return {
    app,
    fake,
    billing,
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}
