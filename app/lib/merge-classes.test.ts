import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { twMerge } from "tailwind-merge";
import { beforeAll, describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

const appDir = fileURLToPath(new URL("..", import.meta.url));

/** Every utility our code writes, as Tailwind itself finds and builds them for app.css. */
async function utilitiesWeUse() {
  const scanner = new Scanner({ sources: [{ base: appDir, pattern: "**/*", negated: false }] });
  const compiler = await compile(readFileSync(`${appDir}/app.css`, "utf8"), {
    base: appDir,
    onDependency: () => {},
  });
  const css = compiler.build(scanner.scan());
  const names = new Set<string>();
  for (const match of css.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    const name = match[1]!.replace(/\\(.)/g, "$1");
    if (!/^\d/.test(name)) names.add(name);
  }
  return [...names];
}

// tailwind-merge 3 does not know Tailwind 4's legacy `bg-gradient-to-*` and takes it for a
// colour; it sets a background image, as `bg-linear-to-*` does.
const tailwindMergeMistakes = /(?:^| )bg-gradient-to-/;

describe("mergeClasses", () => {
  let utilities: string[] = [];
  beforeAll(async () => {
    utilities = await utilitiesWeUse();
  });

  it("agrees with tailwind-merge on every pair of utilities our code writes", () => {
    expect(utilities.length).toBeGreaterThan(500);
    const disagreements: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const input = `${first} ${second}`;
        if (first === second || tailwindMergeMistakes.test(input)) continue;
        if (mergeClasses(input) !== twMerge(input)) disagreements.push(input);
      }
    }
    expect(disagreements).toEqual([]);
    // Every pair of ~900 utilities is 800,000 merges by each library: 10 to 30 s on two shared
    // cores while other test files run, longer than the default 20 s. Its speed is not the test.
  }, 120_000);

  it("agrees on the class lists our components really combine", () => {
    for (const input of realCombinations) expect(mergeClasses(input)).toBe(twMerge(input));
  });

  it("keeps the later of two conflicting utilities, in place, per variant and importance", () => {
    expect(mergeClasses("px-4 py-2 text-sm px-6")).toBe("py-2 text-sm px-6");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("px-2 p-4")).toBe("p-4");
    expect(mergeClasses("hover:bg-primary-700 bg-surface hover:bg-ink")).toBe(
      "bg-surface hover:bg-ink",
    );
    expect(mergeClasses("md:hover:px-2 hover:md:px-4")).toBe("hover:md:px-4");
    expect(mergeClasses("rounded-xl! rounded-lg")).toBe("rounded-xl! rounded-lg");
    expect(mergeClasses("text-lg leading-snug text-xl")).toBe("text-xl");
    expect(mergeClasses("  block   flex ")).toBe("flex");
  });
});

/** Class lists our components produced in the browser tests, where tailwind-merge changed them. */
const realCombinations = [
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-ink shadow-xl sm:p-7 motion-safe:data-[state=open]:animate-pop-in motion-safe:data-[state=closed]:animate-pop-out max-w-md",
  "flex flex-col gap-5 rounded-2xl border border-border bg-surface py-6 text-ink shadow-sm border-danger/30",
  "flex flex-col gap-5 rounded-2xl border border-border bg-surface py-6 text-ink shadow-sm gap-6 p-6 sm:p-10",
  "flex flex-col gap-5 rounded-2xl border border-border bg-surface py-6 text-ink shadow-sm h-fit gap-6 p-6 sm:p-8 lg:row-span-2",
  "focus-ring flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-ink hover:bg-primary-50 bg-primary-50 font-semibold text-primary-800",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 bg-primary-700 text-white shadow-xs hover:bg-primary-800 active:bg-primary-900 h-11 px-5 text-sm px-4",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 bg-primary-700 text-white shadow-xs hover:bg-primary-800 active:bg-primary-900 h-12 px-6 text-base bg-white text-primary-800 hover:bg-primary-50 active:bg-primary-100",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 border border-border-strong bg-surface text-ink shadow-xs hover:border-primary-700 hover:bg-primary-50 hover:text-primary-800 h-11 px-5 text-sm px-2 sm:px-4",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 border border-border-strong bg-surface text-ink shadow-xs hover:border-primary-700 hover:bg-primary-50 hover:text-primary-800 size-11 pointer-events-auto rounded-full bg-surface/95 shadow-md",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 text-ink hover:bg-primary-50 hover:text-primary-800 h-11 px-5 text-sm px-2 sm:px-4",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 text-ink hover:bg-primary-50 hover:text-primary-800 h-11 px-5 text-sm px-3.5",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 text-ink hover:bg-primary-50 hover:text-primary-800 h-9 px-3.5 text-sm text-muted",
  "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 motion-reduce:transition-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline h-11 px-5 text-sm h-auto px-0 font-medium",
  "focus-ring w-full rounded-lg border border-border-strong bg-surface px-3.5 text-base text-ink shadow-xs placeholder:text-muted/80 transition-colors motion-reduce:transition-none hover:border-primary-700 focus-visible:border-primary-700 disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70 aria-invalid:border-danger aria-invalid:hover:border-danger h-11 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-primary-700 bg-canvas text-muted hover:border-border-strong",
  "focus-ring w-full rounded-lg border border-border-strong bg-surface px-3.5 text-base text-ink shadow-xs placeholder:text-muted/80 transition-colors motion-reduce:transition-none hover:border-primary-700 focus-visible:border-primary-700 disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70 aria-invalid:border-danger aria-invalid:hover:border-danger h-11 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-primary-700 h-auto py-2",
  "group flex min-h-14 flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-ink focus-ring hover:text-primary-800 text-lg",
  "inline-flex h-11 items-center rounded-lg px-2.5 text-sm font-medium text-muted focus-ring transition-colors hover:bg-primary-50 hover:text-ink motion-reduce:transition-none lg:px-3.5 lg:text-base bg-primary-50 font-semibold text-primary-800",
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5 border-transparent bg-accent-soft text-accent bg-surface px-3 py-1 text-sm ring-1 ring-accent/25",
  "inline-grid shrink-0 place-content-center rounded-full bg-primary-700 font-semibold text-white ring-2 ring-surface select-none size-14 text-xl bg-accent-soft text-lg text-accent ring-accent/15",
  "mx-auto w-full px-4 sm:px-6 lg:px-8 max-w-5xl grid max-w-4xl gap-8 py-12 sm:py-16",
  "pb-5 text-base text-muted grid gap-3 text-base",
  "relative flex flex-col gap-6 rounded-3xl border bg-surface p-7 shadow-sm border-primary-700 shadow-lg ring-1 ring-primary-700",
  "relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-xl border border-border bg-surface text-ink shadow-lg motion-safe:data-[state=closed]:animate-pop-out motion-safe:data-[state=open]:animate-pop-in w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1",
  "rounded-lg bg-primary-100/70 motion-safe:animate-pulse h-44 rounded-2xl",
  "rounded-lg bg-primary-100/70 motion-safe:animate-pulse h-5 w-24 rounded-full",
  "rounded-lg bg-primary-100/70 motion-safe:animate-pulse h-96 rounded-2xl lg:row-span-2",
  "size-4 shrink-0 animate-spin motion-reduce:animate-[spin_1.6s_linear_infinite] size-6 text-primary-700",
  "size-4 shrink-0 animate-spin motion-reduce:animate-[spin_1.6s_linear_infinite] size-8 text-primary-700",
  "text-lg leading-snug font-semibold text-xl",
  "text-sm leading-5 font-semibold text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-70 font-normal",
];
