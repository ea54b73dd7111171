import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { boot } from "./boot";

const buildDir = fileURLToPath(new URL("../build", import.meta.url));
const serverBuildPath = `${buildDir}/server/index.js`;

if (!existsSync(serverBuildPath)) {
  console.error(
    "No build found. Run `npm run build` first (or `npm start`, which builds when needed).",
  );
  process.exit(1);
}

const booted = await boot().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const { config, logger, database } = booted;
const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
const app = createApp({
  config,
  database,
  logger,
  mailer: booted.mailer,
  storage: booted.storage,
  rateLimiter: booted.rateLimiter,
  build,
  clientDir: `${buildDir}/client`,
  mode: "production",
  pageCacheTtlMs: 30_000,
});

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info(
    { port: info.port, url: config.appUrl, database: database.kind },
    "Clinova is listening",
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const forced = setTimeout(() => {
    logger.warn("in-flight requests took too long; closing anyway");
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, 10_000);
  forced.unref();
  server.close(async () => {
    await booted.release();
    logger.info("stopped");
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
