import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./tests/support/chromium-flags";

// scripts/test.ts picks the port, data directory and browser once and passes them down.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
// Real protocol peers beside the app (tests/support/e2e-peers.ts): SMTP and an OIDC server.
const peersPort = Number(process.env.E2E_PEERS_PORT ?? port + 3);
process.env.E2E_PEERS_PORT = String(peersPort);
process.env.E2E_SMTP_PORT ??= String(port + 1);
process.env.E2E_OIDC_PORT ??= String(port + 2);
// The OIDC peer also stands in for institutions' identity providers, on this machine.
process.env.SSO_PRIVATE_ISSUERS ??= `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR ?? "data/e2e"}-mail`;
// The DNS peer holds institutions' domain records (decision 0043), as files the journeys write.
process.env.E2E_DNS_PORT ??= String(port + 4);
process.env.E2E_DNS_DIR ??= `${process.env.E2E_DATA_DIR ?? "data/e2e"}-dns`;
// Every server of the run (this one and the workers' own) asks the DNS peer.
process.env.DNS_SERVERS ??= `127.0.0.1:${process.env.E2E_DNS_PORT}`;
const executablePath = process.env.CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Journeys spend most of their time waiting (one worker kept two cores 22% busy), so two
  // workers share them; not more (decision 0069).
  workers: 2,
  // CI (E2E_RETRIES=1 in .ci/run) runs a failed journey once more and reports it as flaky by
  // name, with what the browser saw (tests/e2e/support/browser-diagnostics.ts): decision 0069
  // lists the ones seen. Locally a failure is a failure.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: [["list"]],
  // Generous waits: CI's two shared cores can run several times slower than a quiet machine,
  // and a wait ends as soon as its condition holds. Speed is measured in bench/, not here.
  // The institution journeys take 50 s on a quiet machine: a minute was not enough on CI.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // CI sets E2E_TRACE=off: nobody can open its traces, and recording one (a DOM snapshot at
    // every step, a screencast) costs time (6% of a sweep's part, measured alone).
    trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node --import tsx tests/support/e2e-peers.ts",
      url: `http://127.0.0.1:${peersPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node --import tsx server/main.ts",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      stdout: "pipe",
      timeout: 60_000,
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR ?? "data/e2e",
        // Errors reach the run's output (a journey that fails on a 500 then says why).
        LOG_LEVEL: "error",
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        GOOGLE_CLIENT_ID: "clinova-e2e",
        GOOGLE_CLIENT_SECRET: "clinova-e2e-secret",
        GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
        SSO_PRIVATE_ISSUERS: process.env.SSO_PRIVATE_ISSUERS,
        DNS_SERVERS: process.env.DNS_SERVERS,
      },
    },
  ],
});
