import { plans, type Period, type Tier } from "../plans";
import { formatBillingDate } from "./format-date";

/** A subscription's state as pages receive it (dates as ISO text). */
export type SubscriptionView = {
  subscribed: boolean;
  status: string;
  tier: Tier | null;
  period: Period | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
};

type StatusLike = Omit<SubscriptionView, "currentPeriodEnd" | "trialEnd"> & {
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
};

export function toSubscriptionView(status: StatusLike): SubscriptionView {
  return {
    ...status,
    currentPeriodEnd: status.currentPeriodEnd?.toISOString() ?? null,
    trialEnd: status.trialEnd?.toISOString() ?? null,
  };
}

/** GET /billing/subscription's answer, from the same state (docs/product/billing.md#subscription-state). */
export function checkSubscriptionResponse(view: SubscriptionView) {
  return {
    subscribed: view.subscribed,
    subscription_status: view.status,
    subscription_tier: view.tier ? plans[view.tier].name : null,
    subscription_period: view.period,
    subscription_end: view.currentPeriodEnd,
  };
}

const statusLabels: Record<string, string> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue",
  unpaid: "Unpaid",
  paused: "Paused",
  canceled: "Canceled",
  incomplete: "Awaiting payment",
  incomplete_expired: "Expired",
  inactive: "Not subscribed",
};

export const statusLabel = (status: string) => statusLabels[status] ?? status;

/** One plain sentence about what happens next, e.g. "Your free trial ends on 14 March 2026." */
export function nextStep(view: SubscriptionView): string | null {
  const periodEnd = view.currentPeriodEnd ? formatBillingDate(view.currentPeriodEnd) : null;
  if (view.status === "canceled") {
    return periodEnd ? `Your subscription ended on ${periodEnd}.` : "Your subscription has ended.";
  }
  if (!view.subscribed) {
    return view.status === "past_due" || view.status === "unpaid"
      ? "We couldn't take your last payment. Update your payment details to carry on learning."
      : null;
  }
  if (view.cancelAtPeriodEnd && periodEnd) {
    return `Your subscription is canceled and ends on ${periodEnd}. You keep full access until then.`;
  }
  if (view.status === "trialing" && view.trialEnd) {
    return `Your free trial ends on ${formatBillingDate(view.trialEnd)}. Your plan then continues automatically.`;
  }
  return periodEnd ? `Your plan renews on ${periodEnd}.` : null;
}
