import { eq } from "drizzle-orm";
import { periods, planKey, tiers, type Period, type Tier } from "@common/plans";
import type { Db } from "../db/client";
import { subscriptions, users, type Subscription } from "../db/schema";
import { endedStatuses } from "@common/billing/subscription-states";
import { customerIdOf, type PriceIds, type ProviderSubscription } from "./provider";

export type ApplyResult = "applied" | "stale" | "unknown-customer";

// Within one second Stripe can emit several events; this lifecycle order breaks such ties.
const lifecycleRank: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  unpaid: 4,
  paused: 4,
  incomplete_expired: 5,
  canceled: 5,
};

/**
 * The one way a provider's subscription becomes our row: used by webhooks, test mode and
 * resyncs. Newer beats older: a snapshot older than the row's (`sourceUpdatedAt`) changes
 * nothing, so redelivered and out-of-order events end in the same state.
 * `db` may be a transaction.
 */
export async function applySubscription(
  db: Db,
  subscription: ProviderSubscription,
  eventCreatedAt: Date,
  prices: PriceIds,
): Promise<ApplyResult> {
  const customerId = customerIdOf(subscription);
  const row = await rowFor(db, customerId, subscription.metadata?.userId);
  if (!row) return "unknown-customer";
  if (!isNewer(row, subscription, eventCreatedAt)) return "stale";

  const item = subscription.items.data[0];
  const plan = item ? planForPrice(prices, item.price.id) : null;
  await db
    .update(subscriptions)
    .set({
      customerId,
      subscriptionId: subscription.id,
      status: subscription.status,
      tier: plan?.tier ?? row.tier,
      period: plan?.period ?? row.period,
      currentPeriodEnd: item ? fromUnix(item.current_period_end) : null,
      trialEnd: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      sourceUpdatedAt: eventCreatedAt,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id));
  return "applied";
}

export function planForPrice(
  prices: PriceIds,
  priceId: string,
): { tier: Tier; period: Period } | null {
  for (const tier of tiers) {
    for (const period of periods) {
      if (prices[planKey(tier, period)] === priceId) return { tier, period };
    }
  }
  return null;
}

function isNewer(row: Subscription, incoming: ProviderSubscription, at: Date) {
  const otherSubscription = row.subscriptionId !== null && row.subscriptionId !== incoming.id;
  // A late event about an old, ended subscription never replaces a live one.
  if (otherSubscription && endedStatuses.has(incoming.status) && !endedStatuses.has(row.status)) {
    return false;
  }
  if (!row.sourceUpdatedAt) return true;
  const difference = at.getTime() - row.sourceUpdatedAt.getTime();
  if (difference !== 0) return difference > 0;
  return (lifecycleRank[incoming.status] ?? 0) >= (lifecycleRank[row.status] ?? 0);
}

/** Locks the row for the rest of the transaction; creates it for a customer made elsewhere. */
async function rowFor(db: Db, customerId: string, userId: string | undefined) {
  const [byCustomer] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .for("update");
  if (byCustomer) return byCustomer;
  if (!userId) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [created] = await db
    .insert(subscriptions)
    .values({ userId, provider: "stripe", customerId })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { customerId } })
    .returning();
  return created ?? null;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
