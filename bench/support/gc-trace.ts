import type { Readable } from "node:stream";

/**
 * Counts the mark-compact collections (V8's full garbage collections) that a process started
 * with `--trace-gc` reports on its standard output, as they happen: `since()` starts a window
 * and returns a function that reads how many fell in it.
 */
export function markCompactCounter(stdout: Readable) {
  let count = 0;
  let partialLine = "";
  stdout.setEncoding("utf8");
  stdout.on("data", (text: string) => {
    const lines = (partialLine + text).split("\n");
    partialLine = lines.pop() ?? "";
    count += lines.filter((line) => line.includes("Mark-Compact")).length;
  });
  return {
    since() {
      const start = count;
      return () => count - start;
    },
  };
}
