const monthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
const longNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Mar" for a month's first day (YYYY-MM-01), "March 2027" in full. */
export function monthLabel(month: string, { long = false } = {}) {
  const index = Number(month.slice(5, 7)) - 1;
  return long ? `${longNames[index]} ${month.slice(0, 4)}` : (monthNames[index] ?? month);
}

/** A rate from 0 to 1 as a whole percentage: "83%". */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
