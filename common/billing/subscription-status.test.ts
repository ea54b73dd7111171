import { describe, expect, it } from "vitest";
import { inactive, statusOf, type SubscriptionRow } from "./subscription-status";

const row = (status: string): SubscriptionRow => ({
  status,
  tier: "premium",
  period: "yearly",
  currentPeriodEnd: new Date("2027-01-01T00:00:00Z"),
  trialEnd: null,
  cancelAtPeriodEnd: false,
});

describe("statusOf", () => {
  it("counts active and trialing subscriptions as subscribed", () => {
    expect(statusOf(row("active")).subscribed).toBe(true);
    expect(statusOf(row("trialing")).subscribed).toBe(true);
  });

  it("keeps an unpaid or cancelled row's facts but not the subscription", () => {
    expect(statusOf(row("past_due"))).toMatchObject({ subscribed: false, tier: "premium" });
    expect(statusOf(row("canceled")).subscribed).toBe(false);
  });

  it("reads no row as inactive", () => {
    expect(statusOf(undefined)).toBe(inactive);
    expect(statusOf(null)).toBe(inactive);
  });
});
