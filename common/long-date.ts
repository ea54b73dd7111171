// One formatter for every call: building an Intl formatter costs far more than using one.
const longUsDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** Blog dates: a long US-English date such as "November 4, 2025", read in UTC. */
export function formatLongDate(date: Date | string): string {
  return longUsDate.format(new Date(date));
}
