import { readFileSync } from "node:fs";
import { build } from "../scripts/build";
import { buildIsStale } from "../scripts/build-freshness";
import { categories, lighthousePages, startLighthouse } from "./support/lighthouse-runs";
import { routesLoadingThree, sceneLoads } from "./support/practice-chunk";
import { freePort } from "../scripts/support/local-ports";

// `npm run budgets` (CI, after the tests): the home page's JavaScript for a signed-out visitor and
// Lighthouse (mobile, simulated throttling, median of `runs`) on the Public site's pages, against
// the thresholds in budgets.json (decision 0032). Prints every figure; exits 1 when one regresses.
type Budgets = {
  homeJavaScriptKilobytes: number;
  /** What starting a practice session downloads, gzipped (docs/product/practice.md#practice-session, decision 0040). */
  practiceSceneKilobytes: number;
  lighthouse: {
    runs: number;
    minimumScores: Record<(typeof categories)[number], number>;
    maximumTotalBlockingTimeMs: number;
  };
};
const budgets = JSON.parse(readFileSync("budgets.json", "utf8")) as Budgets;
const { runs, minimumScores, maximumTotalBlockingTimeMs } = budgets.lighthouse;

// Decision 0069: on CI's shared cores (BUDGETS_TIMING=report) the timing-derived figures, the
// performance score and the total blocking time, are printed but do not fail the run: one run
// there measured / at 96, 88 and 93 and its blocking time at 245, 469 and 320 ms. The sizes and
// the other scores, which do not depend on the machine's speed, still fail it.
const timingReportedOnly = process.env.BUDGETS_TIMING === "report";
const timingColumns = new Set(["performance", "tbtMs"]);

if (buildIsStale()) build();
const sceneFailures = practiceSceneFailures(budgets.practiceSceneKilobytes);
const lighthouse = await startLighthouse(await freePort());
const failures: string[] = [...sceneFailures];
const timingOver: string[] = [];
const started = Date.now();

try {
  const home = await lighthouse.javaScriptGzipped("/");
  console.log(
    `JavaScript loaded by / (signed out): ${home.kilobytes} KB gzipped in ${home.files} files` +
      ` (budget ≤ ${budgets.homeJavaScriptKilobytes} KB)`,
  );
  if (home.kilobytes > budgets.homeJavaScriptKilobytes) {
    failures.push(`/ loads ${home.kilobytes} KB of JavaScript`);
  }

  const columns = [...categories, "tbtMs"] as const;
  const limit = (column: (typeof columns)[number]) =>
    column === "tbtMs" ? `≤ ${maximumTotalBlockingTimeMs}` : `≥ ${minimumScores[column]}`;
  console.log(
    `\nLighthouse 12.8.2, mobile, simulated throttling: median of ${runs} runs (each run)\n`,
  );
  console.log(`| page | ${columns.map((c) => `${c} (${limit(c)})`).join(" | ")} |`);
  console.log(`| --- |${" ---: |".repeat(columns.length)}`);
  for (const page of lighthousePages) {
    const { median, each } = await lighthouse.scores(page, "simulate", runs);
    const cells = columns.map((column) => {
      const value = median[column]!;
      const ok =
        column === "tbtMs" ? value <= maximumTotalBlockingTimeMs : value >= minimumScores[column];
      const reportedOnly = timingReportedOnly && timingColumns.has(column);
      if (!ok && reportedOnly)
        timingOver.push(`${page}: ${column} ${value} (budget ${limit(column)})`);
      if (!ok && !reportedOnly)
        failures.push(`${page}: ${column} ${value} (budget ${limit(column)})`);
      return `${ok ? "" : "✗ "}${value} (${each[column]!.join(", ")})`;
    });
    console.log(`| ${page} | ${cells.join(" | ")} |`);
  }
} finally {
  await lighthouse.stop();
}

console.log(`\n${Math.round((Date.now() - started) / 1000)} s; thresholds in budgets.json`);
if (timingOver.length) {
  console.log(
    `\nOver the timing budgets, reported only on this machine (BUDGETS_TIMING=report):\n${timingOver.map((f) => `- ${f}`).join("\n")}`,
  );
}
if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `- ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(timingOver.length ? "Every size and score budget is met." : "Every budget is met.");

/** The 3D scene's chunk within its budget, and no page loading three.js before a session. */
function practiceSceneFailures(budgetKilobytes: number) {
  const found: string[] = [];
  const loads = sceneLoads();
  if (loads.length === 0) found.push("no chunk loads the practice scene: nothing was measured");
  for (const load of loads) {
    console.log(
      `Starting a practice session from ${load.importer} downloads ${load.kilobytes} KB gzipped` +
        ` (budget ≤ ${budgetKilobytes} KB)`,
    );
    if (load.kilobytes > budgetKilobytes) {
      found.push(`a practice session from ${load.importer} downloads ${load.kilobytes} KB`);
    }
  }
  const early = routesLoadingThree();
  console.log(`Pages loading three.js before a session: ${early.join(", ") || "none"}`);
  if (early.length) found.push(`three.js is loaded by ${early.join(", ")}`);
  return found;
}
