import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";

export type SubscriptionStatus = {
  subscribed: boolean;
  status: string;
  tier: "standard" | "premium" | null;
  period: "monthly" | "yearly" | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

const inactive: SubscriptionStatus = {
  subscribed: false,
  status: "inactive",
  tier: null,
  period: null,
  currentPeriodEnd: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
};

/** Spec §4: subscribed when the status is active or trialing; otherwise inactive. */
export async function subscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
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
