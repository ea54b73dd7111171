import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

// The installed app's icons (public/manifest.webmanifest), drawn from our SVG sources by
// Chromium at each size and checked in: run again after changing a source.
// `npx tsx scripts/make-app-icons.ts`
const dir = "public/icons";
const renders = [
  { source: "app-icon.svg", out: "app-icon-192.png", size: 192 },
  { source: "app-icon.svg", out: "app-icon-512.png", size: 512 },
  { source: "app-icon-maskable.svg", out: "app-icon-maskable-192.png", size: 192 },
  { source: "app-icon-maskable.svg", out: "app-icon-maskable-512.png", size: 512 },
  // iOS rounds the corners itself and shows transparency as black: the full square.
  { source: "app-icon-maskable.svg", out: "apple-touch-icon.png", size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const { source, out, size } of renders) {
    const svg = readFileSync(`${dir}/${source}`, "utf8");
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${dir}/${out}`, omitBackground: true });
    console.log(`${dir}/${out}`);
  }
} finally {
  await browser.close();
}
