import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { HealthCheck, HealthAnswer } from "./health";
import type { Logger } from "../logger";
import { requestIdFrom } from "./request-id";
import { databaseRetryAfterSeconds } from "../db/transient-error";

const probePath = "/api/health";

/**
 * The production server answers `GET /api/health` here, at the socket, before the web
 * framework: load balancers probe it many times a second, and through Hono, its adapter and our
 * middleware a probe cost about twice the CPU of the answer itself (decision 0011). The answer
 * is the app's own (`databaseHealth`), with the JSON responses' security headers, a request id,
 * and the same log line for a 503. Everything else goes to `next` untouched.
 */
export function answeringHealthProbes(
  check: HealthCheck,
  options: { headers: Readonly<Record<string, string>>; logger: Logger },
  next: RequestListener,
): RequestListener {
  const { headers, logger } = options;

  function respond(req: IncomingMessage, res: ServerResponse, answer: HealthAnswer) {
    const given = req.headers["x-request-id"];
    const requestId = requestIdFrom(typeof given === "string" ? given : undefined);
    if (answer.status >= 500) {
      logger.error(
        { reqId: requestId, method: req.method, path: probePath, status: answer.status },
        "request failed",
      );
    }
    res.writeHead(answer.status, {
      ...headers,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(answer.text),
      "x-request-id": requestId,
      ...(answer.status === 503 ? { "retry-after": String(databaseRetryAfterSeconds) } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : answer.text);
  }

  return (req, res) => {
    if (req.url !== probePath || (req.method !== "GET" && req.method !== "HEAD")) {
      return next(req, res);
    }
    const answer = check();
    if (answer instanceof Promise) void answer.then((known) => respond(req, res, known));
    else respond(req, res, answer);
  };
}
