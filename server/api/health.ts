import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(database: Pick<Database, "ping" | "kind">, logger: Logger) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "unavailable", database: database.kind }, 503);
    }
  });
}
