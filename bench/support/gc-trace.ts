import type { Readable } from "node:stream";

/**
 * Counts the mark-compact collections (V8's full garbage collections) that a process started
 * with `--trace-gc` reports on its standard output, as they happen: `since()` starts a window
 * and returns a function that reads how many fell in it.
 */
export function markCompactCounter(stdout: Readable) {
  let count = 0;
  /** Every collection's pause on the main thread, ms, with its kind, in order. */
  const pauses: { kind: string; ms: number }[] = [];
  let partialLine = "";
  stdout.setEncoding("utf8");
  stdout.on("data", (text: string) => {
    const lines = (partialLine + text).split("\n");
    partialLine = lines.pop() ?? "";
    count += lines.filter((line) => line.includes("Mark-Compact")).length;
    for (const line of lines) {
      // "… ms: Scavenge 40.1 (45.2) -> 38.0 (46.0) MB, pooled: 0 MB, 1.23 / 0.00 ms …"
      const pause = /ms: ([A-Za-z-]+(?: \([^)]*\))?) .*?, ([\d.]+) \/ [\d.]+ ms/.exec(line);
      if (pause) pauses.push({ kind: pause[1]!, ms: Number(pause[2]) });
    }
  });
  return {
    since() {
      const start = count;
      return () => count - start;
    },
    /** The collections in a window: how many, the longest pause and their total, by kind. */
    pausesSince() {
      const start = pauses.length;
      return () => {
        const window = pauses.slice(start);
        const byKind = new Map<string, { count: number; longestMs: number; totalMs: number }>();
        for (const { kind, ms } of window) {
          const name = kind.startsWith("Mark-Compact") ? "Mark-Compact" : kind.split(" ")[0]!;
          const entry = byKind.get(name) ?? { count: 0, longestMs: 0, totalMs: 0 };
          entry.count++;
          entry.longestMs = Math.max(entry.longestMs, ms);
          entry.totalMs += ms;
          byKind.set(name, entry);
        }
        return byKind;
      };
    },
  };
}
