// One zone on server and browser alike, so the server's HTML and the hydrated page agree.
const longDateAndTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** A note's creation date and time, long date plus time ("4 March 2025 at 14:05"). */
export function formatNoteDate(iso: string | Date) {
  return longDateAndTime.format(typeof iso === "string" ? new Date(iso) : iso);
}
