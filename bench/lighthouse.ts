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

async function scores(url: string, throttlingMethod: "simulate" | "devtools") {
  const all: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      throttlingMethod,
    });
    for (const category of categories) {
      const score = Math.round((result?.lhr.categories[category]?.score ?? 0) * 100);
      (all[category] ??= []).push(score);
    }
    const lcp = result?.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
    (all.lcpMs ??= []).push(Math.round(lcp));
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
  console.log(`\nLighthouse 12.8.2, mobile, median of ${runs} runs per page\n`);
  console.log(
    "| page | throttling | performance | accessibility | best practices | SEO | LCP (ms) |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const page of pages) {
    for (const method of ["simulate", "devtools"] as const) {
      const s = await scores(`${origin}${page}`, method);
      console.log(
        `| ${page} | ${method} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${s.lcpMs} |`,
      );
    }
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
