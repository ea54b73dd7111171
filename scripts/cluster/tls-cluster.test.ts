import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "@server/back-office/admins";
import { setLaunched } from "@server/content/launch-status";
import { openDatabase, type Database } from "@server/db/client";
import { professionalDetails } from "../../tests/support/professional-details";
import { socketClient } from "../../tests/support/socket-client";
import { emptyPostgresDatabase } from "../../tests/support/test-database";
import { currentCode } from "../../tests/support/two-factor";
import { chromiumFlags } from "../../tests/support/chromium-flags";
import { findNginx } from "./nginx";
import { selfSignedCertificate } from "./self-signed-certificate";
import { startCluster, type Cluster } from "./start-cluster";

const nginx = findNginx();
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const password = "cluster-tls-pass-42!";

// The topology of docs/deployment.md as it runs: nginx terminates TLS with a certificate made
// here and passes plain HTTP with X-Forwarded-Proto/-Host to two instances whose APP_URL is the
// https address and whose TRUSTED_PROXIES is nginx's. A real browser then uses the site through
// https, every form a POST checked by React Router against the browser's Origin (decision 0042).
// Billing runs in test mode (cluster.test.ts covers Stripe's webhook). Skipped as cluster.test.ts
// is: outside the PostgreSQL project, or without nginx.
describe.skipIf(!onPostgres || !nginx)("two instances behind nginx terminating TLS", () => {
  let cluster: Cluster;
  let database: Database;
  let fresh: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let browser: Browser;

  beforeAll(async () => {
    fresh = await emptyPostgresDatabase("clinova_cluster_tls");
    const dataDir = mkdtempSync(join(tmpdir(), "clinova-cluster-tls-"));
    const redisBase = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
    cluster = await startCluster({
      nginx: nginx!,
      databaseUrl: fresh.url,
      // 8-15: never the database of cluster.test.ts (1-7), whose page-cache check it would clear.
      redisUrl: `${redisBase}/${randomInt(8, 16)}`,
      dataDir,
      authSecret: randomBytes(32).toString("base64url"),
      port: 0,
      tls: selfSignedCertificate(dataDir),
      env: { LOG_LEVEL: "warn" },
    });
    database = openDatabase({ url: fresh.url, onIdleConnectionError: () => {} });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
    await database?.close();
    await fresh?.drop();
  });

  const emailFor = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.org`;
  async function signUp(email: string) {
    const answer = await socketClient(cluster.publicUrl)
      .to(cluster.instances[0]!.url)
      .postJson("/api/auth/sign-up/email", {
        email,
        password,
        ...professionalDetails("Robin Hale"),
      });
    expect(answer.status, answer.text).toBe(200);
  }

  it("runs on the https address, and a forged X-Forwarded-Proto sent around nginx gains nothing", async () => {
    expect(cluster.publicUrl).toMatch(/^https:\/\/localhost:\d+$/);
    // Straight to an instance, claiming to have come through TLS: the instance sees an address
    // that is not nginx's, keeps the request http://, and React Router refuses the https form.
    const visitor = socketClient(cluster.publicUrl);
    const answer = await visitor.to(cluster.instances[0]!.url).post(
      "/contact",
      new URLSearchParams({
        firstName: "Forged",
        lastName: "Proto",
        email: "forged@example.org",
        phoneNumber: "",
        message: "Sent around the proxy with its headers.",
      }).toString(),
      "application/x-www-form-urlencoded",
      { "x-forwarded-proto": "https", "x-forwarded-host": new URL(cluster.publicUrl).host },
    );
    expect(answer.status).toBe(400);
  });

  it("a browser over https signs in, subscribes in test mode, saves a note; an admin saves a setting", async () => {
    const learner = emailFor("tls-learner");
    await signUp(learner);
    const admin = emailFor("tls-admin");
    await signUp(admin);
    await grantAdmin(database.db, admin);
    await setLaunched(database.db, false);

    const learnerContext = await openContext();
    const page = await learnerContext.newPage();
    await signIn(page, learner, "/dashboard");

    // Checkout opens in a new tab (test mode: no payment provider).
    await page.goto("/pricing");
    const [checkout] = await Promise.all([
      learnerContext.waitForEvent("page"),
      page.getByRole("button", { name: "Choose Standard" }).click(),
    ]);
    await arrived(checkout, /\/billing\/test-checkout\?plan=standard&period=monthly$/);
    await checkout.getByText("Test mode — no real payment.").waitFor();
    await checkout.getByRole("button", { name: "Start free trial" }).click();
    await arrived(checkout, /\/dashboard(\?|$)/);

    await checkout.goto("/course/demo-iv-cannulation/start");
    await checkout.getByRole("tab", { name: "Notes" }).click();
    await checkout.getByLabel("New note").fill("Over TLS: check the site before every flush.");
    await checkout.getByRole("button", { name: "Save Note" }).click();
    await toast(checkout, "Note saved successfully").waitFor();
    await checkout
      .getByRole("region", { name: "Saved Notes" })
      .getByText("Over TLS: check the site before every flush.")
      .waitFor();
    await expectOnlySecureCookies(learnerContext);

    // The back office asks a new admin to set up two-factor authentication, then opens.
    const adminContext = await openContext();
    const office = await adminContext.newPage();
    await signIn(office, admin, "/admin");
    await arrived(office, /\/admin\/security$/);
    await office.getByLabel("Your password").fill(password);
    await office.getByRole("button", { name: "Continue" }).click();
    const secret = (await office.getByTestId("totp-secret").innerText()).trim();
    await office.getByLabel("6-digit code").fill(await currentCode(secret));
    await office.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await arrived(office, /\/admin$/);

    await office.goto("/admin/launch");
    await office.getByRole("radio", { name: /^Launched/ }).check();
    await office.getByRole("button", { name: "Save" }).click();
    await toast(office, "Marked launched").waitFor();
    await office.getByRole("heading", { name: "Clinova is marked launched" }).waitFor();
    await expectOnlySecureCookies(adminContext);
  }, 240_000);

  /** Every answer to a form (any method but GET), to say which one was refused if a step fails. */
  const answered = new WeakMap<BrowserContext, string[]>();
  async function openContext() {
    const context = await browser.newContext({
      baseURL: cluster.publicUrl,
      ignoreHTTPSErrors: true,
    });
    context.setDefaultTimeout(30_000);
    const forms: string[] = [];
    answered.set(context, forms);
    context.on("response", (response) => {
      const method = response.request().method();
      if (method !== "GET") {
        forms.push(`${response.status()} ${method} ${new URL(response.url()).pathname}`);
      }
    });
    return context;
  }

  async function arrived(page: Page, url: RegExp) {
    try {
      await page.waitForURL(url);
    } catch {
      throw new Error(
        `never reached ${url} (at ${page.url()}); forms answered: ${answered.get(page.context())?.join(", ")}`,
      );
    }
  }

  async function signIn(page: Page, email: string, redirectTo: string) {
    await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    if (redirectTo === "/dashboard") await arrived(page, /\/dashboard$/);
  }

  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

  async function expectOnlySecureCookies(context: BrowserContext) {
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);
  }
});
