import type { MiddlewareHandler } from "hono";
import PQueue from "p-queue";
import { brand } from "@common/brand";
import type { AppEnv } from "./app-env";
import { clientClosedRequest, clientWentAway } from "./client-abort";

/** How many page renders run at once, and how many more may wait for one of them. */
export type AdmissionLimits = { maxInFlight: number; maxQueued: number };

/**
 * Provisional defaults (decision 0071): generous enough that only a burst beyond the server's
 * capacity meets them; `bench:capacity` is to measure the values that hold the tail.
 */
export const defaultAdmission: AdmissionLimits = { maxInFlight: 32, maxQueued: 64 };

/** What a shed request is told: come back in a second (the burst is usually over by then). */
export const shedRetryAfterSeconds = 1;
export const busyMessage = `${brand.name} is busy right now. Please try again in a moment.`;

/**
 * Admission control in front of the page renderer (decision 0071, issue 33's overload
 * protection): at most `maxInFlight` renders run at once and `maxQueued` wait, first come first
 * served; anything beyond is answered at once with 503 and `Retry-After`, instead of joining a
 * queue whose wait grows without bound until every client times out. A bounded queue bounds the
 * wait of those it serves (about `maxQueued` renders' time). Static files, health, metrics and
 * cached public pages are answered before this and never shed.
 */
export function admissionControl(
  limits: AdmissionLimits,
  onShed: () => void = () => {},
): MiddlewareHandler<AppEnv> & { stats(): { inFlight: number; queued: number } } {
  const renders = new PQueue({ concurrency: limits.maxInFlight });
  const admit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (renders.pending >= limits.maxInFlight && renders.size >= limits.maxQueued) {
      onShed();
      c.header("Retry-After", String(shedRetryAfterSeconds));
      c.header("Cache-Control", "no-store");
      return c.text(busyMessage, 503);
    }
    await renders.add(async () => {
      // A client that left while waiting takes no render from those still waiting.
      if (clientWentAway(c.req.raw)) {
        c.res = new Response(null, { status: clientClosedRequest });
        return;
      }
      await next();
    });
  };
  return Object.assign(admit, {
    stats: () => ({ inFlight: renders.pending, queued: renders.size }),
  });
}
