import { planKey, type Period, type Tier } from "@common/plans";
import { handleBillingEvent, type BillingDeps } from "./billing-events";
import {
  BillingError,
  ensureCustomer,
  subscriptionRow,
  trialDaysFor,
  type Customer,
} from "./checkout";
import { endedStatuses, isLiveStatus } from "@common/billing/subscription-states";
import { subscriptionFromRow, testId, type SnapshotChanges } from "./test-mode-provider";
import type { Subscription } from "../db/schema";

const day = 24 * 60 * 60 * 1000;

export function addPeriod(from: Date, period: Period) {
  const next = new Date(from);
  if (period === "yearly") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Test mode's "payment": a subscription made as Stripe would, through the webhook path. */
export async function confirmTestCheckout(
  deps: BillingDeps,
  user: Customer,
  plan: { tier: Tier; period: Period },
) {
  const row = await ensureCustomer(deps.db, deps.provider, user);
  if (isLiveStatus(row.status)) {
    throw new BillingError(
      "You already have a subscription. Use Manage subscription to change your plan.",
    );
  }
  const now = new Date();
  const trial = trialDaysFor(row);
  const trialEnd = trial > 0 ? new Date(now.getTime() + trial * day) : null;
  const snapshot = subscriptionFromRow(row, {
    id: testId("sub"),
    status: trialEnd ? "trialing" : "active",
    priceId: deps.provider.prices[planKey(plan.tier, plan.period)],
    currentPeriodEnd: trialEnd ?? addPeriod(now, plan.period),
    trialEnd,
    cancelAtPeriodEnd: false,
  });
  await emit(deps, "customer.subscription.created", snapshot);
  return { sessionId: testId("cs") };
}

export type PortalChange =
  | { kind: "switch"; tier: Tier; period: Period }
  | { kind: "cancel" }
  | { kind: "resume" }
  | { kind: "advance" };

/** The test portal's buttons; "advance" jumps to the end of the period like a Stripe test clock. */
export async function changeTestSubscription(
  deps: BillingDeps,
  userId: string,
  change: PortalChange,
) {
  const row = await subscriptionRow(deps.db, userId);
  if (!row?.subscriptionId || endedStatuses.has(row.status)) {
    throw new BillingError("There is no active subscription to change.");
  }
  const [type, changes] = changesFor(row, change, deps.provider.prices);
  await emit(deps, type, subscriptionFromRow(row, changes));
}

function changesFor(
  row: Subscription,
  change: PortalChange,
  prices: BillingDeps["provider"]["prices"],
): [string, SnapshotChanges] {
  const updated = "customer.subscription.updated";
  const period = row.period ?? "monthly";
  const periodEnd = row.currentPeriodEnd ?? new Date();
  switch (change.kind) {
    case "switch": {
      const restartsCycle = change.period !== row.period && row.status !== "trialing";
      return [
        updated,
        {
          priceId: prices[planKey(change.tier, change.period)],
          currentPeriodEnd: restartsCycle ? addPeriod(new Date(), change.period) : periodEnd,
        },
      ];
    }
    case "cancel":
      return [updated, { cancelAtPeriodEnd: true }];
    case "resume":
      return [updated, { cancelAtPeriodEnd: false }];
    case "advance":
      return row.cancelAtPeriodEnd
        ? ["customer.subscription.deleted", { status: "canceled" }]
        : [updated, { status: "active", currentPeriodEnd: addPeriod(periodEnd, period) }];
  }
}

async function emit(deps: BillingDeps, type: string, object: unknown) {
  const event = { id: testId("evt"), type, created: Date.now() / 1000, data: { object } };
  await handleBillingEvent(deps, event);
}
