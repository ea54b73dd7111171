/** CPD hours from minutes, to the quarter hour (75 minutes → 1.25): how CPD records count time. */
export function cpdHours(minutes: number) {
  return Math.round(minutes / 15) / 4;
}

/** "1.25 hours", "1 hour". */
export function formatCpdHours(minutes: number) {
  const hours = cpdHours(minutes);
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** Study time measured on the server, in words: "1 h 12 min", "45 min". */
export function formatActiveTime(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Active time measured: 1 h 12 min", beside a course's stated hours. */
export const activeTimeText = (minutes: number) =>
  `Active time measured: ${formatActiveTime(minutes)}`;
