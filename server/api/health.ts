import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { jsonResponse } from "../http/base-headers";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

/**
 * GET /api/health: 200 when the database answers, 503 when it does not. Probes are coalesced:
 * one ping is in flight at a time and its answer stands for `freshForMs`, so a load balancer
 * (or a flood of probes) never adds more than one query per interval to the database.
 */
export function healthRoutes(
  database: Pick<Database, "ping" | "kind">,
  logger: Logger,
  freshForMs = 1000,
) {
  let last: { up: boolean; at: number } | undefined;
  let inFlight: Promise<boolean> | undefined;

  const probe = () =>
    database.ping().then(
      () => true,
      (error: unknown) => {
        logger.error({ err: error }, "health check: database unreachable");
        return false;
      },
    );

  async function databaseIsUp() {
    const now = Date.now();
    if (last && now - last.at < freshForMs) return last.up;
    inFlight ??= probe().finally(() => (inFlight = undefined));
    const up = await inFlight;
    last = { up, at: Date.now() };
    return up;
  }

  return new Hono<AppEnv>().get("/health", async (c) =>
    (await databaseIsUp())
      ? jsonResponse(c, { status: "ok", database: database.kind })
      : jsonResponse(c, { status: "unavailable", database: database.kind }, 503),
  );
}
