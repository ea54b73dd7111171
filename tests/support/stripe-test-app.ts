import { afterAll, beforeAll } from "vitest";
import { createStripeProvider } from "@server/billing/stripe-provider";
import { stripeEnv, testPrices } from "./billing-fixtures";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";
import { startSmtpReceiver } from "./smtp-receiver";
import { startTestApp, type TestApp } from "./test-app";

type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

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

/**
 * For a test file that drives the app with Stripe's fake and reads the mail it sends: starts
 * them before the file's tests and stops them after. The fields are set once `beforeAll` ran.
 */
export function stripeAndMailForThisFile() {
  const harness = {} as { app: TestApp; fake: FakeStripe; smtp: SmtpReceiver };
  let stripe: Awaited<ReturnType<typeof startStripeTestApp>> | undefined;
  beforeAll(async () => {
    harness.smtp = await startSmtpReceiver();
    stripe = await startStripeTestApp({ SMTP_URL: harness.smtp.url });
    harness.app = stripe.app;
    harness.fake = stripe.fake;
  });
  afterAll(async () => {
    await stripe?.close();
    await harness.smtp?.close();
  });
  return harness;
}
