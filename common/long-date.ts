/** Spec §2 blog dates: a long US-English date such as "November 4, 2025", read in UTC. */
export function formatLongDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
