import { eq } from "drizzle-orm";
import { brand } from "@common/brand";
import { plans } from "@common/plans";
import type { Db } from "../db/client";
import { processedBillingEvents, subscriptions, users } from "../db/schema";
import type { Logger } from "../logger";
import type { MailQueue } from "../mail/mail-queue";
import { applySubscription } from "./apply-subscription";
import { paymentFailedEmail, trialEndingEmail } from "./billing-emails";
import { customerIdOf, type BillingProvider, type ProviderSubscription } from "./provider";

/** A Stripe event, or one test mode made in the same shape. `created` is in seconds. */
export type BillingEvent = { id: string; type: string; created: number; data: { object: unknown } };

export type BillingDeps = {
  db: Db;
  provider: BillingProvider;
  mailQueue: MailQueue;
  logger: Logger;
  appUrl: string;
};

export type EventOutcome = "processed" | "duplicate" | "ignored";

const subscriptionEvents = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
]);

/**
 * Handles one event exactly once: the event id is recorded in the same transaction as the
 * change it makes and the email it queues, so a redelivery changes nothing and sends nothing.
 * The state always comes from a subscription object, never from the event's type.
 */
export async function handleBillingEvent(
  deps: BillingDeps,
  event: BillingEvent,
): Promise<EventOutcome> {
  const snapshot = await subscriptionOf(deps.provider, event);
  if (snapshot === undefined) return "ignored";
  const createdAt = new Date(event.created * 1000);
  const recorded = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedBillingEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return false;
    if (snapshot) {
      const result = await applySubscription(tx, snapshot, createdAt, deps.provider.prices);
      if (result === "unknown-customer") {
        deps.logger.warn({ eventId: event.id }, "billing event for a customer we do not know");
      }
      await notify(tx, deps, event.type, snapshot);
    }
    return true;
  });
  return recorded ? "processed" : "duplicate";
}

/** undefined: not an event we handle; null: handled, but there is no subscription to apply. */
async function subscriptionOf(
  provider: BillingProvider,
  event: BillingEvent,
): Promise<ProviderSubscription | null | undefined> {
  const object = event.data.object as Record<string, unknown>;
  if (subscriptionEvents.has(event.type)) return object as unknown as ProviderSubscription;
  if (event.type === "checkout.session.completed") {
    if (object.mode !== "subscription") return undefined;
    return fetchSubscription(provider, object.subscription);
  }
  if (event.type === "invoice.payment_failed") {
    const parent = object.parent as
      { subscription_details?: { subscription?: unknown } | null } | null | undefined;
    // API 2025+ names the subscription under `parent`; older versions at the top level.
    return fetchSubscription(
      provider,
      parent?.subscription_details?.subscription ?? object.subscription,
    );
  }
  return undefined;
}

async function fetchSubscription(provider: BillingProvider, reference: unknown) {
  if (typeof reference === "string") return provider.retrieveSubscription(reference);
  if (reference && typeof reference === "object") return reference as ProviderSubscription;
  return null;
}

async function notify(tx: Db, deps: BillingDeps, type: string, subscription: ProviderSubscription) {
  const isTrialEnding = type === "customer.subscription.trial_will_end";
  if (!isTrialEnding && type !== "invoice.payment_failed") return;
  const [owner] = await tx
    .select({ email: users.email, tier: subscriptions.tier })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.customerId, customerIdOf(subscription)));
  if (!owner) return;
  const planName = owner.tier ? plans[owner.tier].name : brand.name;
  const manageUrl = `${deps.appUrl}/billing/portal`;
  const mail =
    isTrialEnding && subscription.trial_end
      ? trialEndingEmail({ planName, trialEnd: new Date(subscription.trial_end * 1000), manageUrl })
      : isTrialEnding
        ? null
        : paymentFailedEmail({ planName, manageUrl });
  if (!mail) return;
  await deps.mailQueue.enqueue({ to: owner.email, ...mail }, { tx });
}
