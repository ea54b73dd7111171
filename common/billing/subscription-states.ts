/** Stripe statuses after which a subscription can never come back. */
export const endedStatuses: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

/** A subscription that still needs managing (even unpaid): no second checkout for it. */
export const isLiveStatus = (status: string) =>
  !endedStatuses.has(status) && status !== "inactive" && status !== "incomplete";
