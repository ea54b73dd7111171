import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { createLogger } from "../logger";
import { databaseHealth } from "../http/health";
import { createMetrics, type Metrics } from "./metrics";
import { startMetricsServer } from "./metrics-endpoint";
import { freePort } from "../../scripts/support/local-ports";

const token = "metrics-token-that-is-long-enough-42";
const bearer = { authorization: `Bearer ${token}` };
const logger = createLogger("silent");
let subject: TestApp;
let metrics: Metrics;

beforeAll(async () => {
  const database = await openTestDatabase();
  metrics = createMetrics({ database, health: databaseHealth(database, logger) });
  subject = await startTestApp({ METRICS_TOKEN: token }, database, { metrics });
});
afterAll(async () => {
  metrics.close();
  await subject?.close();
});

const sample = (text: string, name: string, labels: string) =>
  text.split("\n").find((line) => line.startsWith(`${name}{${labels}}`));

describe("/metrics on the public port", () => {
  it("counts requests and renders by route pattern, never by address", async () => {
    expect((await subject.request("/")).status).toBe(200);
    for (const id of ["first-missing", "second-missing"]) {
      expect((await subject.request(`/blog/${id}`)).status).toBe(404);
    }
    expect((await subject.request("/api/health")).status).toBe(200);
    expect((await subject.request("/api/nothing-here")).status).toBe(404);

    const response = await subject.request("/metrics", { headers: bearer });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = await response.text();
    const requests = "clinova_http_request_duration_seconds_count";
    expect(sample(text, requests, 'method="GET",route="/",status="200"')).toMatch(/ 1$/);
    expect(sample(text, requests, 'method="GET",route="/blog/:id",status="404"')).toMatch(/ 2$/);
    expect(sample(text, requests, 'method="GET",route="/api/health",status="200"')).toMatch(/ 1$/);
    expect(sample(text, requests, 'method="GET",route="/api/*",status="404"')).toMatch(/ 1$/);
    expect(text).not.toContain("first-missing");
    expect(sample(text, "clinova_render_duration_seconds_count", 'route="/"')).toMatch(/ 1$/);
    expect(sample(text, "clinova_render_duration_seconds_count", 'route="/blog/:id"')).toMatch(
      / 2$/,
    );
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toContain(`clinova_database_up{kind="${subject.database.kind}"} 1`);
    // Read while no page renders: the scrape itself is an API route, never admitted.
    expect(text).toMatch(/^clinova_renders\{state="in_flight"\} 0$/m);
    expect(text).toMatch(/^clinova_renders\{state="queued"\} 0$/m);
    if (subject.database.kind === "postgres") {
      expect(text).toMatch(/^clinova_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^clinova_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^clinova_db_pool_connections\{state="waiting"\} \d+$/m);
      expect(text).toMatch(/^clinova_db_pool_max_connections 10$/m);
    } else {
      expect(text).not.toContain("clinova_db_pool_connections");
    }
  });

  it("is the 404 page without the token, or with another one", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: token },
    ];
    for (const headers of attempts) {
      const response = await subject.request("/metrics", { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it("is the 404 page when metrics are off", async () => {
    const off = await startTestApp();
    try {
      const response = await off.request("/metrics", { headers: bearer });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    } finally {
      await off.close();
    }
  });

  it("counts the durable queue's jobs when the queue reports them", async () => {
    const queued = createMetrics({
      database: subject.database,
      health: databaseHealth(subject.database, logger),
      queueDepth: async () => [
        { queue: "email", state: "waiting", count: 3 },
        { queue: "email", state: "failed", count: 1 },
      ],
    });
    const { text } = await queued.scrape();
    queued.close();
    expect(text).toContain('clinova_queue_jobs{queue="email",state="waiting"} 3');
    expect(text).toContain('clinova_queue_jobs{queue="email",state="failed"} 1');
  });
});

describe("/metrics on a port of its own", () => {
  const get = (port: number, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answers /metrics on loopback, and nothing else", async () => {
    const port = await freePort();
    const server = await startMetricsServer({ metrics, port, host: "127.0.0.1", logger });
    try {
      const scraped = await get(port, "/metrics");
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain("clinova_http_request_duration_seconds_bucket");
      expect((await get(port, "/")).status).toBe(404);
      expect((await get(port, "/api/health")).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("wants the token there too when one is set", async () => {
    const port = await freePort();
    const server = await startMetricsServer({ metrics, port, host: "127.0.0.1", token, logger });
    try {
      expect((await get(port, "/metrics")).status).toBe(401);
      expect((await get(port, "/metrics", bearer)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
