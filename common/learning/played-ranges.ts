/** A played stretch of a lesson's video, in seconds from its start. */
export type Range = readonly [number, number];

/** Sorted, with overlapping or touching ranges joined and empty ones dropped. */
export function mergeRanges(ranges: readonly Range[]): [number, number][] {
  const sorted = ranges.filter(([start, end]) => end > start).toSorted((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export function rangesLength(ranges: readonly Range[]) {
  return mergeRanges(ranges).reduce((sum, [start, end]) => sum + (end - start), 0);
}

/** Each range cut to [0, length]. */
export function clipRanges(ranges: readonly Range[], length: number): [number, number][] {
  return ranges.map(([start, end]) => [Math.max(0, start), Math.min(length, end)]);
}

/** The parts of `ranges` not already in `played`, in order. */
export function unplayedParts(ranges: readonly Range[], played: readonly Range[]) {
  const parts: [number, number][] = [];
  const before = mergeRanges(played);
  for (const [start, end] of mergeRanges(ranges)) {
    let from = start;
    for (const [playedStart, playedEnd] of before) {
      if (playedEnd <= from || playedStart >= end) continue;
      if (playedStart > from) parts.push([from, playedStart]);
      from = Math.max(from, playedEnd);
    }
    if (from < end) parts.push([from, end]);
  }
  return parts;
}

/**
 * Adds newly reported ranges to those already played, crediting at most `budget` seconds of video
 * not played before, earliest first: the rest of the report is dropped
 * (docs/product/learning.md#engagement).
 */
export function addPlayedRanges(
  played: readonly Range[],
  reported: readonly Range[],
  { videoSeconds, budget }: { videoSeconds: number; budget: number },
) {
  let left = Math.max(0, budget);
  const credited: [number, number][] = [];
  for (const [start, end] of unplayedParts(clipRanges(reported, videoSeconds), played)) {
    if (left <= 0) break;
    const taken = Math.min(end - start, left);
    credited.push([start, start + taken]);
    left -= taken;
  }
  const ranges = mergeRanges([...played, ...credited]);
  return { ranges, added: rangesLength(credited) };
}
