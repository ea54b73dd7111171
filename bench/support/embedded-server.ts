import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProcess } from "./measure";
import { chromiumFlags } from "../../tests/support/chromium-flags";

/** The built production server on a fresh embedded database (PGlite in a temporary directory). */
export async function startEmbeddedServer(port: number, name: string) {
  const origin = `http://localhost:${port}`;
  const server = await startProcess(
    ["--import", "tsx", "server/main.ts"],
    {
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: mkdtempSync(join(tmpdir(), `clinova-${name}-`)),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    `${origin}/api/health`,
  );
  return { server, origin };
}

/** Chromium as the benches run it here: software rendering, nothing working in the background. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export { chromiumFlags };
