import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../tests/support/app-process";

// A visitor who closes the tab while their request is in flight is not the server's failure
// (decision 0044): the built server, over a real socket, logs it as an abort with nginx's
// 499 and counts no 5xx for it in /metrics. The subject is the process: PGlite project only.
const token = "m".repeat(40);
let app: AppProcess;

beforeAll(async () => {
  app = await startAppProcess({ METRICS_TOKEN: token, LOG_LEVEL: "info" });
});
afterAll(async () => {
  await app?.stop();
});

/** Sends the headers and the start of a form, then drops the connection mid-body. */
async function abandon(path: string) {
  const socket = connect(app.port, "127.0.0.1");
  await new Promise((ready) => socket.once("connect", ready));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost:${app.port}\r\nOrigin: ${app.baseURL}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=gr",
  );
  await new Promise((wait) => setTimeout(wait, 150));
  socket.destroy();
}

type LogLine = { level: number; msg: string; path?: string; status?: number };

const logLinesFor = (path: string) =>
  app
    .log()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.path === path);

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("a client that disconnects", () => {
  it("is logged as an abort with 499, not as a server error, and counts no 5xx", async () => {
    await abandon("/login.data");
    await abandon("/contact");

    await expect
      .poll(() => logLinesFor("/login.data").length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => logLinesFor("/contact").length, { timeout: 5_000 }).toBeGreaterThan(0);
    for (const path of ["/login.data", "/contact"]) {
      const lines = logLinesFor(path);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines).toContainEqual(
        expect.objectContaining({ status: 499, msg: "request aborted by the client" }),
      );
      expect(lines.every((line) => line.level === 30 || line.level === 40)).toBe(true);
    }

    const metrics = await fetch(`${app.baseURL}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const counts = (await metrics.text())
      .split("\n")
      .filter((line) => line.startsWith("clinova_http_request_duration_seconds_count"));
    expect(counts.filter((line) => /status="5\d\d"/.test(line))).toEqual([]);
    expect(counts).toContainEqual(
      'clinova_http_request_duration_seconds_count{method="POST",route="/login.data",status="499"} 1',
    );
  });
});
