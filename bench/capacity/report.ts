import type { OpenLoopFigure } from "../support/open-loop";
import type { ProbeFigure } from "./find-capacity";

export type RunFigure = ProbeFigure & {
  p999: number;
  max: number;
  /** 503 answers (shed by admission control) and the time they took. */
  shed: number;
  shedP99: number;
};

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  round(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? NaN);

/** One open-loop run's figures, the 2xx answers' latency apart from the 503s'. */
export function summarise(figure: OpenLoopFigure): RunFigure {
  const served = figure.samples
    .filter((sample) => sample.status >= 200 && sample.status < 300)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  const shed = figure.samples
    .filter((sample) => sample.status === 503)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  const networkErrors = figure.samples.filter((sample) => sample.status === 0).length;
  return {
    served: served.length,
    otherStatus: figure.samples.length - served.length - networkErrors,
    networkErrors,
    p50: percentile(served, 50),
    p99: percentile(served, 99),
    p999: percentile(served, 99.9),
    max: round(served.at(-1) ?? NaN),
    shed: shed.length,
    shedP99: percentile(shed, 99),
  };
}

const met = (ok: boolean) => (ok ? "met" : "**not met**");
const ratio = (a: number, b: number) => round(a / b);

/** The steady runs below capacity, with the goals as ratios to their own p50. */
export function printSteadyRuns(
  capacity: number,
  seconds: number,
  runs: {
    share: string;
    figure: RunFigure;
    goals: { p99OverP50: number; maxOverP50?: number };
  }[],
) {
  console.log(`\nBelow capacity (${seconds} s each, open loop, latency from when each was due):`);
  console.log(
    "| offered | p50 (ms) | p99 (ms) | p99.9 (ms) | longest (ms) | p99 / p50 | longest / p50 | failures | goal | met |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |");
  for (const { share, figure, goals } of runs) {
    const p99Ratio = ratio(figure.p99, figure.p50);
    const maxRatio = ratio(figure.max, figure.p50);
    const ok =
      p99Ratio <= goals.p99OverP50 &&
      (goals.maxOverP50 === undefined || maxRatio <= goals.maxOverP50) &&
      figure.otherStatus + figure.networkErrors === 0;
    const goal =
      `p99 ≤ ${goals.p99OverP50} × p50` +
      (goals.maxOverP50 ? `, none over ${goals.maxOverP50} × p50` : "");
    const offered = Math.round((capacity * Number.parseInt(share)) / 100);
    console.log(
      `| ${share} (${offered}/s) | ${figure.p50} | ${figure.p99} | ${figure.p999} | ${figure.max} | ${p99Ratio} | ${maxRatio} | ${figure.otherStatus + figure.networkErrors} | ${goal} | ${met(ok)} |`,
    );
  }
}

/** 2× capacity: what was served and how fast, what was shed and how fast, health, and after. */
export function printBurst(run: {
  capacity: number;
  seconds: number;
  burst: RunFigure;
  health: RunFigure;
  after: RunFigure;
  p99At80: number;
  at80UnderLimits: RunFigure;
  limits: { inFlight: string; queued: string };
}) {
  const { burst, health, after } = run;
  const unexplained = burst.otherStatus - burst.shed + burst.networkErrors;
  console.log(
    `\nAt 2× capacity (${run.capacity * 2}/s for ${run.seconds} s; RENDERS_IN_FLIGHT ${run.limits.inFlight}, RENDERS_QUEUED ${run.limits.queued}):`,
  );
  console.log("| measure | figure | goal | met |");
  console.log("| --- | ---: | --- | --- |");
  const below = run.at80UnderLimits;
  const rows: [string, string | number, string, boolean][] = [
    [
      "80% of capacity under these limits, first",
      `${below.served} served, ${below.shed} shed, p50 ${below.p50}, p99 ${below.p99}`,
      "nothing shed below capacity",
      below.shed + below.otherStatus + below.networkErrors === 0,
    ],
    [
      "served (2xx), p99 (ms)",
      `${burst.served} answers, p50 ${burst.p50}, p99 ${burst.p99}`,
      `p99 ≤ 2 × the 80% run's p99 (${round(2 * run.p99At80)})`,
      burst.p99 <= 2 * run.p99At80,
    ],
    [
      "shed (503 + Retry-After), p99 (ms)",
      `${burst.shed} answers, p99 ${burst.shedP99}`,
      "p99 ≤ 50 ms",
      burst.shed === 0 || burst.shedP99 <= 50,
    ],
    ["timeouts, resets, other statuses", unexplained, "none", unexplained === 0],
    [
      "/api/health at 10/s beside it, p99 (ms)",
      `${health.served} of ${health.served + health.otherStatus + health.networkErrors} answered 200, p99 ${health.p99}`,
      "every one 200",
      health.otherStatus + health.networkErrors === 0,
    ],
    [
      "1 s after the burst, 50% for 3 s, p99 (ms)",
      `p50 ${after.p50}, p99 ${after.p99}, failures ${after.otherStatus + after.networkErrors}`,
      "as before the burst: every answer 2xx",
      after.otherStatus + after.networkErrors === 0,
    ],
  ];
  for (const [label, figure, goal, ok] of rows)
    console.log(`| ${label} | ${figure} | ${goal} | ${met(ok)} |`);
}

/** The server's garbage-collection pauses during the steady runs, by kind. */
export function printPauses(
  runs: {
    share: string;
    pauses: Map<string, { count: number; longestMs: number; totalMs: number }>;
  }[],
) {
  console.log("\nThe server's garbage collections during them (--trace-gc, main-thread pauses):");
  console.log("| run | kind | count | longest pause (ms) | total (ms) |");
  console.log("| --- | --- | ---: | ---: | ---: |");
  for (const { share, pauses } of runs) {
    for (const [kind, entry] of pauses) {
      console.log(
        `| ${share} | ${kind} | ${entry.count} | ${round(entry.longestMs)} | ${round(entry.totalMs)} |`,
      );
    }
  }
}
