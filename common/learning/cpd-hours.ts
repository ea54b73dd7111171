/** CPD hours from minutes, to the quarter hour (75 minutes → 1.25): how CPD records count time. */
export function cpdHours(minutes: number) {
  return Math.round(minutes / 15) / 4;
}

/** "1.25 hours", "1 hour". */
export function formatCpdHours(minutes: number) {
  const hours = cpdHours(minutes);
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
