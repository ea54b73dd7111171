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
  // A worker keeps its modules from one test file to the next (decision 0051): importing them
  // again for every file took 494 of the suite's 677 s. Every file starts its own app, database
  // and peers, and leaves nothing behind; the suite passes in shuffled order too.
  isolate: false,
  server: { deps: { external: [/\/build\/server\//] } },
};

const pure = ["common/**", "app/features/**", "app/lib/**"];
const asTestFiles = (glob: string) => (glob.endsWith("/**") ? `${glob}/*.test.{ts,tsx}` : glob);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * With a PostgreSQL server (TEST_DATABASE_URL, as CI has), every test runs on it: it is
 * production's database. The embedded one then runs what is its own (decision 0068): the pure
 * tests, which need no database, and the tests of what differs on PGlite (its data directory,
 * crash durability, backups, the mail queue and jobs on one connection, the server's start and
 * stop); and the browser journeys of the public site, sign-up, account, billing and the keyboard
 * journey through a course run on it end to end (playwright.config.ts's server). Every test on both took
 * 1,850 s of a CI run's test time. Without a server, everything runs on PGlite.
 */
const embeddedOwn = [
  ...pure,
  "server/db/**/*.test.ts",
  "server/mail/**/*.test.ts",
  "server/jobs/**/*.test.ts",
  "server/reminders/**/*.test.ts",
  "server/back-office/cli.test.ts",
  "server/graceful-shutdown.test.ts",
  "server/http/client-abort.test.ts",
  "server/http/limit-body.test.ts",
  "server/http/public-pages-changes.test.ts",
  "server/metrics/route-label.test.ts",
  "server/security/redis-down.test.ts",
  // PGlite is not PostgreSQL's text input: NUL is refused on both before it reaches either.
  "server/security/suite/hostile-text-control-characters.test.ts",
  "server/security/suite/hidden-back-office.test.ts",
];

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
        test: {
          ...shared,
          name: "pglite",
          env: { TEST_DB_KIND: "pglite" },
          ...(onPostgres ? { include: embeddedOwn.map(asTestFiles) } : {}),
        },
      },
      ...(onPostgres
        ? [
            {
              resolve: { alias: aliases },
              test: {
                ...shared,
                name: "postgres",
                env: { TEST_DB_KIND: "postgres" },
                // Pure by the import rules (docs/architecture.md): `common/` and the app's
                // features and lib cannot reach a database, so on PostgreSQL they would only run
                // again to the letter (the class-merging check alone took 20 to 58 s a run).
                // The admin-address spellings settle in the router and the admin gate, whose SQL
                // runs here in back-office-gate.test.ts (1,500 requests: 100 s a run).
                exclude: [...pure, "server/security/suite/hidden-back-office.test.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
