import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app";
import { boot } from "./boot";
import { listenHost } from "./http/listen-host";

// `npm run dev`: Vite serves modules with hot reload; every other request goes to the app.
const booted = await boot({ NODE_ENV: "development", ...process.env });
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  config: booted.config,
  database: booted.database,
  logger: booted.logger,
  mailQueue: booted.mailQueue,
  storage: booted.storage,
  rateLimiter: booted.rateLimiter,
  publicPagesChanges: booted.publicPagesChanges,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  mode: "development",
});
const handle = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => handle(req, res)));
const host = listenHost(booted.config);
server.listen(booted.config.port, host, () => {
  booted.logger.info(
    { host: host ?? "every interface", url: booted.config.appUrl },
    "Clinova dev server ready",
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void vite
      .close()
      .then(() => booted.release())
      .then(() => process.exit(0));
  });
}
