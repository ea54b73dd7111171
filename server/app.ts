import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "./context";
import type { ServerConfig } from "./config/server-config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { healthRoutes } from "./api/health";
import { baseSecurityHeaders } from "./http/security-headers";
import { requestIdFrom } from "./http/request-id";
import { mountStaticFiles } from "./http/static-files";

export type AppDeps = {
  config: ServerConfig;
  database: Database;
  logger: Logger;
  /** The React Router server build, or a loader for it (the dev server reloads it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the built client files are; omitted in development, where Vite serves them. */
  clientDir?: string;
  mode: "production" | "development";
};

import type { AppEnv } from "./http/app-env";

/** The whole HTTP application, apart from `listen()`, so tests can drive it in-process. */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const app = new Hono<AppEnv>();
  const securityHeaders = baseSecurityHeaders({ https: config.isHttps });

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    await next();
    for (const [name, value] of securityHeaders) c.res.headers.set(name, value);
    c.res.headers.set("X-Request-Id", requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) logger.error(line, "request failed");
    else logger.debug(line, "request");
  });

  app.route("/api", healthRoutes(database, logger));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  if (deps.clientDir) mountStaticFiles(app, deps.clientDir);

  const handleDocument = createRequestHandler(deps.build, deps.mode);
  app.all("*", compress(), (c) => {
    const context: AppContext = {
      db: database.db,
      logger,
      requestId: c.get("requestId"),
      config,
      cspNonce: randomBytes(16).toString("base64"),
      devPagesEnabled: config.isLocalhost,
    };
    return handleDocument(c.req.raw, context);
  });

  app.onError((error, c) => {
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  return app;
}
