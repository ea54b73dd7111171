import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { build } from "../scripts/build";
import { buildIsStale } from "../scripts/build-freshness";
import { freePort } from "../scripts/support/local-ports";
import { chromiumFlags, chromiumPath, startEmbeddedServer } from "./support/embedded-server";
import { stopProcess } from "./support/measure";
import {
  pageClosure,
  gzippedKilobytes,
  routesLoadingThree,
  sceneLoads,
} from "./support/practice-chunk";
import { engineCost } from "./practice/engine-cost";
import { measureSession } from "./practice/scene-session";

// `npm run bench:practice` (docs/product/practice.md#practice-session): the 3D scene's weight in the production build, and in
// Chromium with software rendering (SwiftShader: --disable-gpu), the time from "Start practice"
// to the first interactive frame and the frame intervals over 10 s of scripted interaction, in
// the product's mode (frames drawn on change) and drawing every frame (the worst case). Then the
// seeded sepsis case, run by the engine in the harness, whose patient's observations (and so the
// bedside monitor's screen) change every second; and the engine's own cost in Node.

// PRACTICE_RUNS and PRACTICE_SECONDS shorten a run while trying a change; report the defaults.
const runs = Number(process.env.PRACTICE_RUNS ?? 3);
const seconds = Number(process.env.PRACTICE_SECONDS ?? 10);

if (buildIsStale()) build();
for (const load of sceneLoads()) {
  console.log(
    `Starting a session from ${load.importer} downloads ${load.kilobytes} KB gzipped (${load.files.length} files; the scene's chunk ${load.chunk}: ${gzippedKilobytes([load.chunk])} KB)`,
  );
}
console.log(
  `Pages loading three.js before a session starts: ${routesLoadingThree().join(", ") || "none"}`,
);
const lesson = pageClosure("routes/learn/lesson-player");
console.log(
  `The lesson page's own JavaScript: ${gzippedKilobytes(lesson)} KB gzipped in ${lesson.size} files`,
);

const { server, origin } = await startEmbeddedServer(await freePort(), "practice");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => value.toFixed(1);

/** One run's frame figures, in the order of the tables' columns. */
function frameCells(run: Awaited<ReturnType<typeof measureSession>>) {
  const { firstFrameMs, intervals, drawCalls, steps } = run;
  const late = intervals.filter((interval) => interval > 20).length;
  return [
    firstFrameMs,
    ms(percentile(intervals, 50)),
    ms(percentile(intervals, 95)),
    ms(Math.max(...intervals)),
    intervals.length,
    drawCalls.length,
    `${((100 * late) / intervals.length).toFixed(1)}%`,
    drawCalls.length ? percentile(drawCalls, 50) : 0,
    steps,
  ];
}

try {
  console.log(
    `\nload average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}; ${runs} runs of ${seconds} s each\n`,
  );
  console.log(
    "| drawing | first interactive frame (ms) | median frame (ms) | p95 frame (ms) | max (ms) | frames | frames that drew | late frames (> 20 ms) | draw calls per drawn frame (median) | steps done |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const frameloop of ["demand", "always"] as const) {
    for (let run = 0; run < runs; run++) {
      const cells = frameCells(await measureSession(browser, origin, { frameloop, seconds }));
      console.log(
        `| ${frameloop === "demand" ? "on change (product)" : "every frame"} | ${cells.join(" | ")} |`,
      );
    }
  }
  console.log(
    "\nThe sepsis case, observations changing (drawing on change):\n\n| first interactive frame (ms) | median frame (ms) | p95 frame (ms) | max (ms) | frames | frames that drew | late frames (> 20 ms) | draw calls per drawn frame (median) | steps done | monitor redraws |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (let run = 0; run < runs; run++) {
    const result = await measureSession(browser, origin, {
      frameloop: "demand",
      seconds,
      sepsisCase: true,
    });
    console.log(`| ${[...frameCells(result), result.monitorRedraws].join(" | ")} |`);
  }

  const cost = engineCost();
  const perCall = (msPerMinute: number) => ((msPerMinute / 60) * 1000).toFixed(1);
  console.log(
    `\nThe engine in Node, the sepsis case over ${cost.minutes} simulated minutes (median of ${cost.rounds}), asked every simulated second:` +
      `\n  patientOf (once per log): ${cost.buildMs.toFixed(3)} ms` +
      `\n  at():        ${cost.atMsPerMinute.toFixed(3)} ms per simulated minute (${perCall(cost.atMsPerMinute)} µs a call)` +
      `\n  monitorAt(): ${cost.monitorAtMsPerMinute.toFixed(3)} ms per simulated minute (${perCall(cost.monitorAtMsPerMinute)} µs a call)`,
  );
} finally {
  await browser.close();
  await stopProcess(server);
}
