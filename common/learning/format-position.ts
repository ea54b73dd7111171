/** Seconds as a video clock: 7 → "0:07", 754 → "12:34". */
export function formatPosition(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}
