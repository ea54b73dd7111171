import type { Figure } from "../support/measure";
import type { OpenLoopFigure } from "../support/open-loop";
import type { ResponseSize } from "../support/response-size";
import type { RenderTarget } from "./targets";

const met = (ok: boolean) => (ok ? "yes" : "**no**");
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function sizeCell(size: ResponseSize) {
  if (size.encoding === "identity") return `${kilobytes(size.sentBytes)}, uncompressed`;
  return `${kilobytes(size.sentBytes)} ${size.encoding} (${kilobytes(size.decodedBytes)})`;
}

/** One row per target: its figures, its ratio to F (the first target) and the goal. */
export function printRenderTable(
  targets: RenderTarget[],
  figures: Figure[],
  sizes: ResponseSize[],
) {
  const floorCpu = figures[0]?.cpuMicrosPerRequest;
  console.log(
    "\n| page | server CPU per request (µs) | × F | goal | met | requests/s, 10 connections | p99 (ms) | unexpected status | size as sent (decoded) |",
  );
  console.log("| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |");
  targets.forEach((target, i) => {
    const figure = figures[i]!;
    const cpu = figure.cpuMicrosPerRequest;
    const ratio = cpu !== undefined && floorCpu ? cpu / floorCpu : undefined;
    const goal = target.goalTimesFloor;
    const cells = [
      target.label,
      cpu ?? "",
      ratio === undefined ? "" : ratio.toFixed(1),
      goal ? `≤ ${goal}` : "",
      goal && ratio !== undefined ? met(ratio <= goal) : "",
      figure.requestsPerSecond,
      figure.p99,
      figure.non2xx,
      sizeCell(sizes[i]!),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  });
}

/**
 * The fixed-rate runs: F's for reference, then the lesson player's, which carries the goal; with
 * the full garbage collections (mark-compacts) each server ran meanwhile.
 */
export function printOpenLoop(figures: (OpenLoopFigure & { markCompacts: number })[]) {
  console.log(
    "\n| measure | p50 (ms) | p99 (ms) | errors + unexpected status | answered/s | mark-compact GCs | goal | met |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |");
  figures.forEach((figure, i) => {
    const failures = figure.errors + figure.unexpectedStatus;
    const carriesGoal = i === figures.length - 1;
    const cells = [
      `${figure.label} at ${figure.offeredRate} requests/s offered, ${figure.seconds} s, open loop`,
      figure.p50,
      figure.p99,
      `${figure.errors} + ${figure.unexpectedStatus}`,
      figure.achievedRate,
      figure.markCompacts,
      carriesGoal ? "p99 ≤ 50 ms, 0 errors" : "",
      carriesGoal ? met(figure.p99 <= 50 && failures === 0) : "",
    ];
    console.log(`| ${cells.join(" | ")} |`);
  });
}

/** The queries of one lesson-player render in a small and in a large course. */
export function printQueries(counts: { small: number; large: number }, courses: [string, string]) {
  const { small, large } = counts;
  const ok = large <= 6 && small === large;
  console.log(
    `\n| SQL queries per lesson-player render | ${courses[0]} course | ${courses[1]} course | goal | met |`,
  );
  console.log("| --- | ---: | ---: | --- | --- |");
  console.log(`| full HTML | ${small} | ${large} | ≤ 6, constant in course size | ${met(ok)} |`);
}
