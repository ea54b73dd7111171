import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config";

const include = ["{server,common,app,scripts}/**/*.test.{ts,tsx}"];
const shared = {
  include,
  environment: "node" as const,
  // As generous as a browser journey's (playwright.config.ts): the suites run side by side on
  // two shared cores (decision 0051), and the IDOR sweep took 23.6 s on a load of 20 there.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // One production build for every test file (tests/support/test-app.ts), loaded by Node as
  // `npm start` loads it, not transformed again by Vite.
  // …and one migrated database each test file starts from (tests/support/database-templates.ts).
  globalSetup: ["tests/support/build-for-tests.ts", "tests/support/database-templates.ts"],
  server: { deps: { external: [/\/build\/server\//] } },
};

// Every test runs on embedded PGlite; with TEST_DATABASE_URL set, again on that PostgreSQL server.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    pool: "forks",
    // Vitest's default on two cores is one worker; most of a test's time here is spent waiting on
    // the server processes, PostgreSQL and Redis it drives, so three overlap (CI: 832 s → 490 s).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias: aliases },
        test: { ...shared, name: "pglite", env: { TEST_DB_KIND: "pglite" } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias: aliases },
              test: { ...shared, name: "postgres", env: { TEST_DB_KIND: "postgres" } },
            },
          ]
        : []),
    ],
  },
});
