// The product's dates are UK dates (app/lib/format-date-time.ts prints them in Europe/London).

const offsetName = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  timeZoneName: "longOffset",
});
const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** Minutes London is ahead of UTC at that instant: 0 in winter, 60 in summer. */
function londonOffsetMinutes(at: Date) {
  const name = offsetName.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "+" ? 1 : -1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a UK day (YYYY-MM-DD) begins. */
export function startOfLondonDay(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  return new Date(midnightUtc - londonOffsetMinutes(new Date(midnightUtc)) * 60_000);
}

/** The UK date (YYYY-MM-DD) of an instant. */
export const londonDateOf = (at: Date) => isoDate.format(at);
