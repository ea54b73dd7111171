import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";

/** Jobs waiting or failed in a queue, by state, read when Prometheus scrapes. */
export type QueueDepth = () => Promise<{ queue: string; state: string; count: number }[]>;

export type MetricsOptions = {
  database: Pick<Database, "kind" | "poolStats">;
  /**
   * The app's coalesced database check (`server/http/health.ts`): a scrape never adds a second
   * ping. Only its status is read.
   */
  health: () => { status: number } | Promise<{ status: number }>;
  /**
   * The durable job queue's depth (decision 0028, outgoing email), once the queue exists: when given,
   * `clinova_queue_jobs{queue,state}` is read from it at each scrape.
   */
  queueDepth?: QueueDepth;
};

export type Metrics = ReturnType<typeof createMetrics>;

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The process's Prometheus metrics in a registry of its own (not prom-client's global one:
 * decision 0001). Requests and renders are counted as they happen, with one histogram
 * observation each; everything else is read only when Prometheus scrapes.
 */
export function createMetrics(options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "clinova_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status; _count is the number of requests.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Histogram({
    name: "clinova_render_duration_seconds",
    help: "Time React Router's server render took, from the loaders' data to the whole HTML, by route pattern.",
    labelNames: ["route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });

  new Gauge({
    name: "clinova_database_up",
    help: "1 when the database answered the health check's last ping, else 0.",
    labelNames: ["kind"] as const,
    registers: [registry],
    async collect() {
      const answer = await options.health();
      this.set({ kind: options.database.kind }, answer.status === 200 ? 1 : 0);
    },
  });

  const { poolStats } = options.database;
  if (poolStats) {
    new Gauge({
      name: "clinova_db_pool_connections",
      help: "PostgreSQL connections in the pool: total open, idle, and requests waiting for one.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
    new Gauge({
      name: "clinova_db_pool_max_connections",
      help: "The most connections the pool opens.",
      registers: [registry],
      collect() {
        this.set(poolStats().max);
      },
    });
  }

  const { queueDepth } = options;
  if (queueDepth) {
    new Gauge({
      name: "clinova_queue_jobs",
      help: "Jobs in the durable queue, by queue and state.",
      labelNames: ["queue", "state"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await queueDepth()) {
          this.set({ queue: row.queue, state: row.state }, row.count);
        }
      },
    });
  }

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe(
        { method: knownMethods.has(method) ? method : "other", route, status },
        seconds,
      );
    },
    observeRender(route: string, seconds: number) {
      renders.observe({ route }, seconds);
    },
    /** Page renders running and waiting for admission (server/http/admission-control.ts), read at each scrape. */
    watchRenders(stats: () => { inFlight: number; queued: number }) {
      new Gauge({
        name: "clinova_renders",
        help: "Page renders admitted and running, and waiting for admission; past the limits a page answers 503.",
        labelNames: ["state"] as const,
        registers: [registry],
        collect() {
          const now = stats();
          this.set({ state: "in_flight" }, now.inFlight);
          this.set({ state: "queued" }, now.queued);
        },
      });
    },
    /** The exposition text and its content type, for a scrape. */
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
    close() {
      registry.clear();
    },
  };
}
