import { build } from "../scripts/build";
import { buildIsStale } from "../scripts/build-freshness";
import { lighthousePages, startLighthouse, workGroups } from "./support/lighthouse-runs";

// `npm run bench:lighthouse`: Lighthouse 12.8.2, mobile, on the production server; the median of
// BENCH_RUNS runs per page, with simulated throttling (Lighthouse's default) and devtools throttling.
if (buildIsStale()) build();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const lighthouse = await startLighthouse(3903);

try {
  const results: { page: string; method: string; s: Record<string, number> }[] = [];
  for (const page of lighthousePages) {
    for (const method of ["simulate", "devtools"] as const) {
      results.push({ page, method, s: (await lighthouse.scores(page, method, runs)).median });
    }
  }
  console.log(`\nLighthouse 12.8.2, mobile, median of ${runs} runs per page\n`);
  console.log(
    "| page | throttling | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { page, method, s } of results) {
    console.log(
      `| ${page} | ${method} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} |`,
    );
  }
  console.log(
    "\nMain-thread work (ms, median per column; simulate is scaled by the 4× CPU slowdown)\n",
  );
  console.log(`| page | throttling | total | ${Object.values(workGroups).join(" | ")} |`);
  console.log(`| --- | --- | ---: |${" ---: |".repeat(Object.keys(workGroups).length)}`);
  for (const { page, method, s } of results) {
    const cells = Object.keys(workGroups).map((group) => s[group]);
    console.log(`| ${page} | ${method} | ${s.workMs} | ${cells.join(" | ")} |`);
  }
  const home = await lighthouse.javaScriptGzipped("/");
  const hydrating = await lighthouse.javaScriptGzipped("/faqs");
  console.log(
    `\nJavaScript loaded by / (signed out): ${home.kilobytes} KB gzipped in ${home.files} files (goal: ≤ 120 KB).` +
      `\nA page that hydrates, /faqs: ${hydrating.kilobytes} KB in ${hydrating.files} files` +
      ` (signed-in visitors load about as much on /).`,
  );
} finally {
  await lighthouse.stop();
}
