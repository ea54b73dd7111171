import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { ServerBuild } from "react-router";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics/metrics";
import { documentRouteLabeler } from "../metrics/route-label";
import type { AppEnv } from "./app-env";
import { withBaseHeaders } from "./base-headers";
import { clientClosedRequest, clientWentAway } from "./client-abort";
import { givenRequestId, requestIdFrom } from "./request-id";

/**
 * The first middleware: the request's id, the base headers on every answer, one log line (an
 * error for 5xx, info for a client that went away, debug otherwise) and the request's metrics.
 */
export function requestLog(deps: {
  logger: Logger;
  metrics: Metrics | undefined;
  build: ServerBuild | (() => Promise<ServerBuild>);
  baseHeaders: Record<string, string>;
}): MiddlewareHandler<AppEnv> {
  const { logger, metrics, baseHeaders } = deps;
  // Labelled by the route that answered: Hono's pattern, or, for React Router's catch-all, the
  // pattern of the page (`server/metrics/route-label.ts`). A built app only: the development
  // server reloads its build.
  const documentRoute =
    metrics && typeof deps.build !== "function"
      ? documentRouteLabeler(deps.build.routes)
      : () => "react-router";

  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(givenRequestId(c));
    c.set("requestId", requestId);
    c.set("baseHeaders", baseHeaders);
    await next();
    const answered = withBaseHeaders(c, c.res);
    if (answered !== c.res) c.res = answered;
    const elapsed = performance.now() - started;
    const ms = Math.round(elapsed * 10) / 10;
    const status = clientWentAway(c.req.raw) ? clientClosedRequest : c.res.status;
    if (metrics) {
      const route = routePath(c);
      metrics.observeRequest(
        c.req.method,
        route === "/*" ? documentRoute(c.req.path) : route,
        status,
        elapsed / 1000,
      );
    }
    const line = { reqId: requestId, method: c.req.method, path: c.req.path, status, ms };
    if (status === clientClosedRequest) logger.info(line, "request aborted by the client");
    else if (status >= 500) logger.error(line, "request failed");
    else if (logger.isLevelEnabled("debug")) logger.debug(line, "request");
  };
}
