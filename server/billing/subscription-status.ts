import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptions, type Subscription } from "../db/schema";

export type SubscriptionStatus = {
  subscribed: boolean;
  status: string;
  tier: "standard" | "premium" | null;
  period: "monthly" | "yearly" | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** Everyone without a subscription row, and signed-out visitors. */
export const inactive: SubscriptionStatus = {
  subscribed: false,
  status: "inactive",
  tier: null,
  period: null,
  currentPeriodEnd: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
};

/** Subscribed when the status is active or trialing; otherwise inactive (docs/product/billing.md#subscription-state). */
export function statusOf(row: Subscription | null | undefined): SubscriptionStatus {
  if (!row) return inactive;
  return {
    subscribed: row.status === "active" || row.status === "trialing",
    status: row.status,
    tier: row.tier,
    period: row.period,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** The user's subscription as it stands in our table. */
export async function subscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return statusOf(row);
}
