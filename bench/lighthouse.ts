import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { blogArticleSeeds } from "../server/db/seed/content/blog-articles";
import { build } from "../scripts/build";
import { buildIsStale } from "../scripts/build-freshness";
import { startProcess, stopProcess } from "./support/measure";

// `npm run bench:lighthouse`: Lighthouse 12.8.2, mobile, on the production server; the median of
// BENCH_RUNS runs per page, with simulated throttling (Lighthouse's default) and devtools throttling.
if (buildIsStale()) build();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = 3903;
const origin = `http://localhost:${port}`;
const featured = blogArticleSeeds.find((a) => a.isFeatured)!;
const pages = ["/", "/pricing", "/blog", `/blog/${featured.slug}`];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const server = await startProcess(
  ["--import", "tsx", "server/main.ts"],
  {
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: mkdtempSync(join(tmpdir(), "clinova-lighthouse-")),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  },
  `${origin}/api/health`,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Lighthouse's `mainthread-work-breakdown` groups, in the order printed.
const workGroups = {
  styleLayout: "style & layout",
  paintCompositeRender: "rendering",
  scriptEvaluation: "script eval",
  scriptParseCompile: "script parse",
  parseHTML: "parse HTML & CSS",
  garbageCollection: "GC",
  other: "other",
} as const;
type WorkGroup = keyof typeof workGroups;

async function scores(url: string, throttlingMethod: "simulate" | "devtools") {
  const all: Record<string, number[]> = {};
  const keep = (key: string, value: number) => (all[key] ??= []).push(Math.round(value));
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      throttlingMethod,
    });
    const audits = result?.lhr.audits ?? {};
    for (const category of categories) {
      keep(category, (result?.lhr.categories[category]?.score ?? 0) * 100);
    }
    keep("lcpMs", audits["largest-contentful-paint"]?.numericValue ?? 0);
    keep("tbtMs", audits["total-blocking-time"]?.numericValue ?? 0);
    // Under simulated throttling these durations are already multiplied by the 4× CPU slowdown.
    const work = audits["mainthread-work-breakdown"];
    const items = (work?.details as { items?: { group: WorkGroup; duration: number }[] })?.items;
    keep("workMs", work?.numericValue ?? 0);
    for (const group of Object.keys(workGroups) as WorkGroup[]) {
      keep(group, items?.find((item) => item.group === group)?.duration ?? 0);
    }
  }
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, median(v)]));
}

/** Gzipped bytes of every script a page loads (entry, preloads and route chunks), signed out. */
async function javaScriptGzipped(path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const paths = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  );
  let total = 0;
  for (const path of paths) total += gzipSync(await readFile(join("build/client", path))).length;
  return { files: paths.size, kilobytes: Math.round((total / 1024) * 10) / 10 };
}

try {
  const results: { page: string; method: string; s: Record<string, number> }[] = [];
  for (const page of pages) {
    for (const method of ["simulate", "devtools"] as const) {
      results.push({ page, method, s: await scores(`${origin}${page}`, method) });
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
  const home = await javaScriptGzipped("/");
  const hydrating = await javaScriptGzipped("/faqs");
  console.log(
    `\nJavaScript loaded by / (signed out): ${home.kilobytes} KB gzipped in ${home.files} files (goal: ≤ 120 KB).` +
      `\nA page that hydrates, /faqs: ${hydrating.kilobytes} KB in ${hydrating.files} files` +
      ` (signed-in visitors load about as much on /).`,
  );
} finally {
  await chrome.kill();
  await stopProcess(server);
}
