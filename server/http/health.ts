import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { jsonResponse } from "./base-headers";
import type { Database } from "../db/client";
import { databaseRetryAfterSeconds } from "../db/transient-error";
import type { Logger } from "../logger";

export type HealthAnswer = {
  status: 200 | 503;
  json: { status: "ok" | "unavailable"; database: Database["kind"] };
  /** `json`, serialised once. */
  text: string;
};

/** Answers now when the last ping still stands; otherwise once the ping in flight returns. */
export type HealthCheck = () => HealthAnswer | Promise<HealthAnswer>;

/**
 * Whether the database answers. Probes are coalesced: one ping is in flight at a time and its
 * answer stands for `freshForMs`, so a load balancer (or a flood of probes) never adds more
 * than one query per interval to the database. While an answer stands it is returned as is,
 * without a promise: see `answeringHealthProbes`.
 */
export function databaseHealth(
  database: Pick<Database, "ping" | "kind">,
  logger: Logger,
  freshForMs = 1000,
): HealthCheck {
  const answerFor = (up: boolean): HealthAnswer => {
    const json = {
      status: up ? ("ok" as const) : ("unavailable" as const),
      database: database.kind,
    };
    return { status: up ? 200 : 503, json, text: JSON.stringify(json) };
  };
  const up = answerFor(true);
  const down = answerFor(false);
  let last: { answer: HealthAnswer; at: number } | undefined;
  let inFlight: Promise<HealthAnswer> | undefined;

  const ping = () =>
    database
      .ping()
      .then(
        () => up,
        (error: unknown) => {
          logger.error({ err: error }, "health check: database unreachable");
          return down;
        },
      )
      .then((answer) => {
        last = { answer, at: Date.now() };
        inFlight = undefined;
        return answer;
      });

  return () => (last && Date.now() - last.at < freshForMs ? last.answer : (inFlight ??= ping()));
}

/** GET /api/health inside the app (the development server and in-process tests use it). */
export function healthRoutes(check: HealthCheck) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    const answer = await check();
    const response = jsonResponse(c, answer.json, answer.status);
    if (answer.status === 503)
      response.headers.set("Retry-After", String(databaseRetryAfterSeconds));
    return response;
  });
}
