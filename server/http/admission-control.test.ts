import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import type { AppEnv } from "./app-env";
import { admissionControl, busyMessage, shedRetryAfterSeconds } from "./admission-control";

// Overload protection (decision 0071): past its limits a page is answered 503 with Retry-After at
// once; those admitted are served in order; nothing else is shed.

/** A page whose renders end only when the test says so. */
function heldPages(limits: { maxInFlight: number; maxQueued: number }) {
  const releases: (() => void)[] = [];
  const admit = admissionControl(limits);
  const app = new Hono<AppEnv>();
  app.get("/health", (c) => c.text("ok"));
  app.all("*", admit, async (c) => {
    await new Promise<void>((resolve) => releases.push(resolve));
    return c.text(`page ${c.req.path}`);
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { app, admit, releases, settle };
}

describe("admission control", () => {
  it("runs up to the limit, queues up to its bound, and answers the rest 503 at once", async () => {
    const { app, admit, releases, settle } = heldPages({ maxInFlight: 2, maxQueued: 1 });
    const admitted = [1, 2, 3].map((n) => app.request(`/p${n}`));
    await settle();
    expect(admit.stats()).toEqual({ inFlight: 2, queued: 1 });

    const shed = await app.request("/p4");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe(String(shedRetryAfterSeconds));
    expect(shed.headers.get("cache-control")).toBe("no-store");
    expect(await shed.text()).toBe(busyMessage);
    // Routes before it are never shed.
    expect((await app.request("/health")).status).toBe(200);

    // The waiting one runs once a slot frees, and all three are served.
    releases.shift()!();
    await settle();
    expect(admit.stats()).toEqual({ inFlight: 2, queued: 0 });
    while (releases.length > 0) releases.shift()!();
    await settle();
    releases.shift()?.();
    const answers = await Promise.all(admitted);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await answers[2]!.text()).toBe("page /p3");
    expect(admit.stats()).toEqual({ inFlight: 0, queued: 0 });
  });

  it("is back to normal as soon as the burst is over", async () => {
    const { app, releases, settle } = heldPages({ maxInFlight: 1, maxQueued: 0 });
    const first = app.request("/a");
    await settle();
    expect((await app.request("/b")).status).toBe(503);
    releases.shift()!();
    expect((await first).status).toBe(200);
    const next = app.request("/c");
    await settle();
    releases.shift()!();
    expect((await next).status).toBe(200);
  });
});

describe("the app past its render limit", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await startTestApp({ RENDERS_IN_FLIGHT: "1", RENDERS_QUEUED: "0" }, undefined, {
      clientDir: "build/client",
    });
  });
  afterAll(() => subject.close());

  it("sheds pages with 503 and Retry-After while health and static files still answer", async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, () => subject.request("/pricing")));
    const statuses = pages.map((page) => page.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const shed = pages[statuses.indexOf(503)]!;
    expect(shed.headers.get("retry-after")).toBe("1");
    expect(await shed.text()).toBe(busyMessage);

    const [health, favicon] = await Promise.all([
      subject.request("/api/health"),
      subject.request("/favicon.svg"),
      ...Array.from({ length: 6 }, () => subject.request("/pricing")),
    ]);
    expect(health!.status).toBe(200);
    expect(favicon!.status).toBe(200);
  });
});
