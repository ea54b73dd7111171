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
import { measureSession } from "./practice/scene-session";

// `npm run bench:practice` (docs/product/practice.md#practice-session): the 3D scene's weight in the production build, and in
// Chromium with software rendering (SwiftShader: --disable-gpu), the time from "Start practice"
// to the first interactive frame and the frame intervals over 10 s of scripted interaction, in
// the product's mode (frames drawn on change) and drawing every frame (the worst case).

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
      const { firstFrameMs, intervals, drawCalls, steps } = await measureSession(browser, origin, {
        frameloop,
        seconds,
      });
      const cells = [
        firstFrameMs,
        ms(percentile(intervals, 50)),
        ms(percentile(intervals, 95)),
        ms(Math.max(...intervals)),
        intervals.length,
        drawCalls.length,
        `${((100 * intervals.filter((interval) => interval > 20).length) / intervals.length).toFixed(1)}%`,
        drawCalls.length ? percentile(drawCalls, 50) : 0,
        steps,
      ];
      console.log(
        `| ${frameloop === "demand" ? "on change (product)" : "every frame"} | ${cells.join(" | ")} |`,
      );
    }
  }
} finally {
  await browser.close();
  await stopProcess(server);
}
