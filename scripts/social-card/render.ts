import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Link previews need raster images (most crawlers ignore SVG). Renders with headless Chromium:
 * social-card.svg → public/images/social-card.png (1200×630), and every blog illustration
 * public/images/blog/<name>.svg → public/images/blog/previews/<name>.jpg (1200×675; JPEG through
 * ffmpeg, as the gradients make PNGs of several hundred KB).
 * Run again after changing a drawing: `node --import tsx scripts/social-card/render.ts`.
 */
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "ignore" });
  if (result.status !== 0) throw new Error(`${command} failed: ${args.join(" ")}`);
}

function render(source: string, target: string, size: string) {
  run(chromium, [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    "--disable-background-networking",
    `--window-size=${size}`,
    `--screenshot=${target}`,
    `file://${source}`,
  ]);
  console.log(`rendered ${target}`);
}

render(path("./social-card.svg"), path("../../public/images/social-card.png"), "1200,630");

const blogImages = path("../../public/images/blog/");
mkdirSync(`${blogImages}previews`, { recursive: true });
for (const name of readdirSync(blogImages)) {
  if (!name.endsWith(".svg") || name === "fallback.svg") continue;
  const base = name.slice(0, -".svg".length);
  const png = `${blogImages}previews/${base}.png`;
  render(`${blogImages}${name}`, png, "1200,675");
  run("ffmpeg", ["-loglevel", "error", "-y", "-i", png, "-q:v", "3", png.replace(/png$/, "jpg")]);
  rmSync(png);
}
