/** "2 min 9 s", "45 s": how the session and its debrief say a duration. */
export function formatSeconds(total: number) {
  const minutes = Math.floor(total / 60);
  const seconds = Math.round(total % 60);
  if (minutes === 0) return `${seconds} s`;
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** "1:05": a timeline's mark. */
export function clockMark(total: number) {
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(Math.round(total % 60)).padStart(2, "0")}`;
}
