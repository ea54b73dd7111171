import { eq } from "drizzle-orm";
import { statusOf, type SubscriptionStatus } from "@common/billing/subscription-status";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";

/** The user's subscription as it stands in our table. */
export async function subscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return statusOf(row);
}
