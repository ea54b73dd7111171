import { Hono } from "hono";
import Stripe from "stripe";
import type { AppEnv } from "../http/app-env";
import type { Logger } from "../logger";
import type { BillingEvent, EventOutcome } from "./billing-events";

export const stripeWebhookPath = "/api/billing/stripe-webhook";

/**
 * POST /api/billing/stripe-webhook. The signature is checked on the raw body, before anything
 * is parsed; a bad one gets 400 and changes nothing. A failure while handling answers 500 so
 * Stripe delivers the event again.
 */
export function stripeWebhookRoutes(options: {
  webhookSecret: string | undefined;
  logger: Logger;
  handle(event: BillingEvent): Promise<EventOutcome>;
}) {
  const { webhookSecret, logger } = options;
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => {
    if (!webhookSecret) return c.json({ error: "Stripe webhooks are not configured" }, 404);
    const payload = await c.req.text();
    let event: BillingEvent;
    try {
      event = Stripe.webhooks.constructEvent(
        payload,
        c.req.header("stripe-signature") ?? "",
        webhookSecret,
      ) as BillingEvent;
    } catch {
      logger.warn({ reqId: c.get("requestId") }, "stripe webhook with a bad signature");
      return c.json({ error: "Invalid signature" }, 400);
    }
    try {
      const outcome = await options.handle(event);
      return c.json({ received: true, outcome });
    } catch (error) {
      logger.error({ err: error, eventId: event.id, type: event.type }, "stripe webhook failed");
      return c.json({ error: "Could not process the event" }, 500);
    }
  });
  return routes;
}
