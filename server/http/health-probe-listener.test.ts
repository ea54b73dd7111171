import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import { databaseHealth } from "./health";
import { apiHeadersOf } from "./base-headers";
import { answeringHealthProbes } from "./health-probe-listener";
import { baseSecurityHeaders } from "./security-headers";

const headers = apiHeadersOf(Object.fromEntries(baseSecurityHeaders({ https: false })));
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A real server whose other requests answer "from the app", logging into `lines`. */
async function listen(check: Parameters<typeof answeringHealthProbes>[0], lines: string[] = []) {
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  const listener = answeringHealthProbes(check, { headers, logger }, (_req, res) => {
    res.writeHead(418, { "content-type": "text/plain" });
    res.end("from the app");
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("health probes answered at the socket", () => {
  it("answers GET /api/health with the database's state, the JSON headers and a request id", async () => {
    const database = await openTestDatabase();
    try {
      const base = await listen(databaseHealth(database, pino({ level: "silent" })));
      const response = await fetch(`${base}/api/health`, {
        headers: { "x-request-id": "probe-12345678" },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok", database: database.kind });
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBeNull();
      expect(response.headers.get("x-request-id")).toBe("probe-12345678");

      const head = await fetch(`${base}/api/health`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(await head.text()).toBe("");
    } finally {
      await database.close();
    }
  });

  it("answers 503 and logs the failed request when the database is down", async () => {
    const database = await openTestDatabase();
    await database.close();
    const lines: string[] = [];
    const base = await listen(databaseHealth(database, pino({ level: "silent" }), 0), lines);
    const response = await fetch(`${base}/api/health`, {
      headers: { "x-request-id": "down-12345678" },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: database.kind });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: "request failed", reqId: "down-12345678", status: 503 }),
    );
  });

  it("hands every other request to the app", async () => {
    const base = await listen(() => {
      throw new Error("the check must not run for other requests");
    });
    for (const [path, method] of [
      ["/api/health", "POST"],
      ["/api/health?verbose=1", "GET"],
      ["/about", "GET"],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status).toBe(418);
      expect(await response.text()).toBe("from the app");
    }
  });
});
