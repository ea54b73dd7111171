import type { Period, Tier } from "../plans";

/** A person's subscription as the server reasons about it (dates as dates). */
export type SubscriptionStatus = {
  subscribed: boolean;
  status: string;
  tier: Tier | null;
  period: Period | null;
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

/** The columns of a subscription row that its status is read from. */
export type SubscriptionRow = Omit<SubscriptionStatus, "subscribed">;

/** Subscribed when the status is active or trialing; otherwise inactive (docs/product/billing.md#subscription-state). */
export function statusOf(row: SubscriptionRow | null | undefined): SubscriptionStatus {
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
