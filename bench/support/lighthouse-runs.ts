import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { blogArticleSeeds } from "../../server/db/seed/content/blog-articles";
import { chromiumFlags, chromiumPath, startEmbeddedServer } from "./embedded-server";
import { stopProcess } from "./measure";

// Lighthouse 12.8.2, mobile, on the production server with its seeded content: shared by
// `bench:lighthouse` (figures) and `npm run budgets` (the same figures against thresholds).

const featured = blogArticleSeeds.find((a) => a.isFeatured)!;
/** The pages the Public site issue (#3) and Render cost (#17) set scores for. */
export const lighthousePages = ["/", "/pricing", "/blog", `/blog/${featured.slug}`];
export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

// Lighthouse's `mainthread-work-breakdown` groups, in the order printed.
export const workGroups = {
  styleLayout: "style & layout",
  paintCompositeRender: "rendering",
  scriptEvaluation: "script eval",
  scriptParseCompile: "script parse",
  parseHTML: "parse HTML & CSS",
  garbageCollection: "GC",
  other: "other",
} as const;
type WorkGroup = keyof typeof workGroups;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The production server on a fresh embedded database, and a headless Chromium for Lighthouse. */
export async function startLighthouse(port: number) {
  const { server, origin } = await startEmbeddedServer(port, "lighthouse");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });

  /** The median of `runs` Lighthouse runs of `path`: scores, LCP, TBT and main-thread work. */
  async function scores(path: string, throttlingMethod: "simulate" | "devtools", runs: number) {
    const all: Record<string, number[]> = {};
    const keep = (key: string, value: number) => (all[key] ??= []).push(Math.round(value));
    // A run that failed (Lighthouse's runtimeError, or a category without a score) measured
    // nothing: it is reported and run again, at most twice per page, instead of counting as 0.
    let failed = 0;
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        throttlingMethod,
      });
      const problem =
        result?.lhr.runtimeError?.code ??
        categories.find((category) => typeof result?.lhr.categories[category]?.score !== "number");
      if (problem) {
        if (++failed > 2) throw new Error(`Lighthouse failed on ${path} three times: ${problem}`);
        console.warn(`Lighthouse run on ${path} failed (${problem}); running it again`);
        run--;
        continue;
      }
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
    return {
      median: Object.fromEntries(Object.entries(all).map(([k, v]) => [k, median(v)])),
      each: all,
    };
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

  return {
    scores,
    javaScriptGzipped,
    async stop() {
      await chrome.kill();
      await stopProcess(server);
    },
  };
}
