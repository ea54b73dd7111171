// One fixed zone so the server's HTML and the browser's hydration print the same text.
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

const dateOnly = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeZone: "Europe/London",
});

/** "14 Mar 2025, 09:30", in UK time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "14 March 2025", in UK time. */
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
