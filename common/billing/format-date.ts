const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** "14 March 2026": the same text on the server and in the browser (fixed time zone). */
export function formatBillingDate(value: Date | string) {
  return longDate.format(typeof value === "string" ? new Date(value) : value);
}
