import { applySubscription } from "./apply-subscription";
import { subscriptionRow } from "./checkout";
import type { Db } from "../db/client";
import type { BillingProvider, ProviderSubscription } from "./provider";
import { endedStatuses } from "@common/billing/subscription-states";
import { subscriptionStatus } from "./subscription-status";

/**
 * The re-check: asks the provider for the customer's subscriptions and applies the one
 * that matters, so a lost or late webhook cannot leave the row behind. Test mode keeps no
 * state apart from our row, so there it only reads.
 */
export async function refreshSubscription(db: Db, provider: BillingProvider, userId: string) {
  const row = await subscriptionRow(db, userId);
  if (row && provider.kind === "stripe") {
    const current = mostRelevant(await provider.listSubscriptions(row.customerId));
    if (current) {
      await db.transaction((tx) => applySubscription(tx, current, new Date(), provider.prices));
    }
  }
  return subscriptionStatus(db, userId);
}

/** A live subscription before an ended one; among equals, the newest (Stripe lists newest first). */
function mostRelevant(list: ProviderSubscription[]) {
  return list.find((s) => !endedStatuses.has(s.status)) ?? list[0];
}
