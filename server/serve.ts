import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { databaseHealth } from "./http/health";
import { createApp } from "./app";
import { boot } from "./boot";
import { apiHeadersOf } from "./http/base-headers";
import { answeringHealthProbes } from "./http/health-probe-listener";
import { listenHost } from "./http/listen-host";
import { baseSecurityHeaders } from "./http/security-headers";
import { mailQueueDepth } from "./mail/mail-queue-depth";
import { createMetrics } from "./metrics/metrics";
import { startMetricsServer } from "./metrics/metrics-endpoint";

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
const health = databaseHealth(database, logger);
const emailQueueDepth = async () => {
  const depth = await mailQueueDepth(database.db);
  return [
    { queue: "email", state: "pending", count: depth.pending },
    { queue: "email", state: "failed", count: depth.failed },
  ];
};
const metrics = config.metrics
  ? createMetrics({ database, health, queueDepth: emailQueueDepth })
  : undefined;
const metricsServer =
  config.metrics?.port !== undefined && metrics
    ? await startMetricsServer({
        metrics,
        port: config.metrics.port,
        host: config.metrics.host,
        token: config.metrics.token,
        logger,
      })
    : undefined;
const app = createApp({
  config,
  database,
  logger,
  mailQueue: booted.mailQueue,
  storage: booted.storage,
  rateLimiter: booted.rateLimiter,
  publicPagesChanges: booted.publicPagesChanges,
  build,
  clientDir: `${buildDir}/client`,
  mode: "production",
  pageCacheTtlMs: 30_000,
  health,
  metrics,
});

const probeHeaders = apiHeadersOf(
  Object.fromEntries(baseSecurityHeaders({ https: config.isHttps })),
);
const server = createServer(
  answeringHealthProbes(health, { headers: probeHeaders, logger }, getRequestListener(app.fetch)),
);
const host = listenHost(config);
server.listen(config.port, host, () => {
  logger.info(
    {
      host: host ?? "every interface",
      port: config.port,
      url: config.appUrl,
      database: database.kind,
    },
    "Clinova is listening",
  );
  // One plain line for the person who started it, written through the log's own stream so it
  // follows the JSON lines before it (pino writes them asynchronously).
  if (logger.isLevelEnabled("info")) {
    const stream = (logger as unknown as Record<symbol, NodeJS.WritableStream>)[
      pino.symbols.streamSym
    ];
    stream?.write(`Clinova is running at ${config.appUrl}\n`);
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const forced = setTimeout(() => {
    logger.warn("in-flight requests took too long; closing anyway");
    server.closeAllConnections();
  }, 10_000);
  forced.unref();
  server.close(async () => {
    await metricsServer?.close();
    await booted.release();
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
