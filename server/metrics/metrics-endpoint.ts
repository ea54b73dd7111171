import { createHash, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { Metrics } from "./metrics";

export const metricsPath = "/metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time; always false without a token. */
export function bearerTokenMatches(header: string | null | undefined, token: string | undefined) {
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length).trim()), digest(token));
}

/**
 * `/metrics` on the public port, for a request bearing the token; anyone else goes on to the
 * next handler, which answers with the 404 page as for any unknown address.
 */
export function metricsBehindToken(metrics: Metrics, token: string): MiddlewareHandler {
  return async (c, next) => {
    if (!bearerTokenMatches(c.req.header("authorization"), token)) return next();
    const { contentType, text } = await metrics.scrape();
    return c.body(text, 200, { "content-type": contentType, "cache-control": "no-store" });
  };
}

/**
 * `/metrics` on a listener of its own (METRICS_PORT, loopback unless METRICS_HOST says
 * otherwise), apart from the public port and its middleware; with METRICS_TOKEN, it wants the
 * token too. Resolves once listening.
 */
export function startMetricsServer(options: {
  metrics: Metrics;
  port: number;
  host: string;
  token?: string;
  logger: Logger;
}) {
  const { metrics, token, logger } = options;
  const server = createServer((req, res) => {
    const path = req.url?.split("?")[0];
    const allowed = !token || bearerTokenMatches(req.headers.authorization, token);
    if (path !== metricsPath || (req.method !== "GET" && req.method !== "HEAD") || !allowed) {
      res.writeHead(allowed ? 404 : 401, { "content-type": "text/plain; charset=utf-8" });
      res.end(allowed ? "Not found\n" : "Unauthorized\n");
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => {
        res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, "metrics scrape failed");
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end("Scrape failed\n");
      },
    );
  });
  return new Promise<{ close(): Promise<void> }>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      logger.info({ host: options.host, port: options.port }, "metrics are served");
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
