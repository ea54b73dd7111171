/**
 * Reading time a lesson without video needs before it counts as engaged
 * (docs/product/learning.md#engagement): its words at 200 a minute, a steady pace for study text,
 * rounded to the second, and never under a minute.
 */
export const wordsPerMinute = 200;
export const minimumReadingSeconds = 60;

const word = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string) {
  return text.match(word)?.length ?? 0;
}

export function readingSecondsFor(words: number) {
  return Math.max(minimumReadingSeconds, Math.round((words / wordsPerMinute) * 60));
}
