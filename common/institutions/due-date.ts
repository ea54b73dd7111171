const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** "1 March 2027" for a calendar date (YYYY-MM-DD), whatever the reader's time zone. */
export function formatDueDate(date: string) {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** A due date has passed once its day is over in the UK: `today` is the UK date. */
export function isPastDue(dueDate: string | null, today: string) {
  return dueDate !== null && dueDate < today;
}

/** "Due 1 March 2027", or "Overdue" once the day has passed. */
export function dueLabel(dueDate: string, today: string) {
  return isPastDue(dueDate, today) ? "Overdue" : `Due ${formatDueDate(dueDate)}`;
}
