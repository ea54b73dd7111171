import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { createApp } from "@server/app";
import { openServices } from "@server/boot";
import type { BillingProvider } from "@server/billing/provider";
import type { Database } from "@server/db/client";
import { readEnv } from "@server/env";
import { createLogger } from "@server/logger";
import type { Metrics } from "@server/metrics/metrics";
import { mailQueueDepth } from "@server/mail/mail-queue-depth";
import { seedAll } from "@server/db/seed/seed";
import { openTestDatabase } from "./test-database";

/**
 * The production server build, as `npm start` serves it: made once per run by the global setup
 * (tests/support/build-for-tests.ts) rather than compiled by Vite for every test file, which
 * cost about 5 s a file.
 */
export async function serverBuild() {
  const path = pathToFileURL(resolve("build/server/index.js")).href;
  return (await import(/* @vite-ignore */ path)) as ServerBuild;
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The app's secret in tests, for tests that sign what the app signs (résumé links). */
export const testAuthSecret = "test-secret-that-is-long-enough-0123456789";

/** The whole app in-process on a fresh database; `request` is `app.request`. */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  database?: Database,
  options: {
    pageCacheTtlMs?: number;
    billing?: BillingProvider;
    /** "development" behaves as `npm run dev` does (hot reload); the default is production. */
    mode?: "production" | "development";
    metrics?: Metrics;
    /** The built client files to serve (`build/client`), as `npm start` does; none by default. */
    clientDir?: string;
  } = {},
) {
  const db = database ?? (await openTestDatabase());
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "clinova-test-")),
    ...envOverrides,
  });
  const build = await serverBuild();
  const logger = createLogger(env.logLevel);
  const { close: closeServices, startupWork, ...services } = await openServices(env, logger, db);
  // A test that counts a page's statements must not count the start-up domain check's.
  await startupWork;
  const app = createApp({
    config: { ...env, authSecret: testAuthSecret },
    database: db,
    logger,
    ...services,
    build,
    mode: options.mode ?? "production",
    billing: options.billing,
    clientDir: options.clientDir,
    pageCacheTtlMs: options.pageCacheTtlMs ?? 0,
    metrics: options.metrics,
  });
  return {
    app,
    database: db,
    storage: services.storage,
    rateLimiter: services.rateLimiter,
    logger,
    mailQueue: services.mailQueue,
    /** Resolves once no email waits in the queue: every one enqueued so far was sent, or failed. */
    mailQueueSettled: () =>
      vi.waitFor(async () => expect((await mailQueueDepth(db.db)).pending).toBe(0), {
        timeout: 15_000,
        interval: 25,
      }),
    request: (path: string, init?: RequestInit) => app.request(path, init),
    config: env,
    close: async () => {
      await closeServices();
      await db.close();
    },
  };
}

/**
 * For a test file that needs the whole app on the seeded demo content: started before the
 * file's tests and stopped after them. `seeded.app` is set once `beforeAll` has run.
 */
export function seededAppForThisFile(envOverrides: Record<string, string> = {}) {
  const seeded = {} as { app: TestApp };
  beforeAll(async () => {
    seeded.app = await startTestApp(envOverrides);
    await seedAll(seeded.app.database.db);
  });
  afterAll(async () => {
    await seeded.app?.close();
  });
  return seeded;
}
