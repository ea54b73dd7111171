import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "@server/back-office/admins";
import { setLaunched } from "@server/content/launch-status";
import { openDatabase, type Database } from "@server/db/client";
import { institutionAccounts, users } from "@server/db/schema";
import type { MailMessage } from "@server/mail/mailer";
import { professionalDetails } from "../../tests/support/professional-details";
import { socketClient } from "../../tests/support/socket-client";
import { runRemindersNow } from "../../tests/e2e/support/run-reminders";
import { queuedEmails } from "../../tests/support/reminder-fixtures";
import { emptyPostgresDatabase } from "../../tests/support/test-database";
import { currentCode } from "../../tests/support/two-factor";
import { chromiumFlags } from "../../tests/support/chromium-flags";
import { httpsRequest } from "./https-request";
import { findNginx } from "./nginx";
import { selfSignedCertificate } from "./self-signed-certificate";
import { startCluster, type Cluster } from "./start-cluster";
import { seedTlsInstitution } from "./tls-institution-seed";

const nginx = findNginx();
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const password = "cluster-tls-pass-42!";
const authSecret = randomBytes(32).toString("base64url");

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
      authSecret,
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

  describe("an institution's journeys", () => {
    let seed: Awaited<ReturnType<typeof seedTlsInstitution>>;
    let manager: string;
    let learner: string;

    beforeAll(async () => {
      manager = emailFor("tls-manager");
      learner = emailFor("tls-renewer");
      await signUp(manager);
      await signUp(learner);
      seed = await seedTlsInstitution(database.db, {
        managerId: await userIdOf(manager),
        learnerId: await userIdOf(learner),
      });
    });

    it("a manager searches, bulk-resends an invitation, turns on the monthly report and downloads audit.csv", async () => {
      const context = await openContext();
      const page = await context.newPage();
      const learners = `/manage/${seed.institutionId}/learners`;
      await signIn(page, manager, learners);
      await arrived(page, new RegExp(`${learners}$`));
      await page.getByLabel("Search by name, email or staff number").fill("cy.morgan");
      await page.getByRole("button", { name: "Search" }).click();
      await arrived(page, /\?.*q=cy\.morgan/);
      await page.getByLabel("Select all on this page").check();
      await page.getByLabel("With the learners ticked").selectOption("resend");
      await page.getByRole("button", { name: "Preview" }).click();
      await page
        .getByRole("table", { name: "Learners who will change" })
        .getByText(seed.invitee)
        .first()
        .waitFor();
      await page.getByRole("button", { name: "Confirm: Resend invitation for 1" }).click();
      await toast(page, "Resend invitation: done for 1 learner").waitFor();

      await page.goto(`/manage/${seed.institutionId}`);
      await page.getByRole("button", { name: "Email me a monthly report" }).click();
      await toast(page, "Monthly report on").waitFor();
      await page.getByRole("button", { name: "Stop the monthly report" }).waitFor();

      await page.goto(`/manage/${seed.institutionId}/audit`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download these entries (CSV)" }).click(),
      ]);
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv).toContain(seed.invitee);
      await expectOnlySecureCookies(context);
    }, 120_000);

    it("a learner renews an expired completion and marks a notice read", async () => {
      const context = await openContext();
      const page = await context.newPage();
      await signIn(page, learner, "/dashboard");
      await page.goto(`/course/${seed.courseSlug}`);
      await page.getByRole("button", { name: "Renew", exact: true }).click();
      await toast(page, "Renewal started").waitFor();
      await arrived(page, new RegExp(`/course/${seed.courseSlug}$`));

      await page.goto("/notices");
      await page.getByText("You have 1 unread notice.").waitFor();
      await page.getByRole("button", { name: "Ward 5 has a new course" }).click();
      await page.getByText("You have no unread notices.").waitFor();
    }, 120_000);

    it("an email's unsubscribe link works one-click as a mail client posts it, and its page resubscribes", async () => {
      await runRemindersNow(database, { appUrl: cluster.publicUrl, authSecret });
      const emails = (await queuedEmails(database.db)) as MailMessage[];
      const contract = emails.find((email) => email.to === manager && email.headers);
      const link = /^<(.+)>$/.exec(String(contract?.headers?.["List-Unsubscribe"]))?.[1];
      expect(link?.startsWith(`${cluster.publicUrl}/email/unsubscribe?token=`), link).toBe(true);

      const oneClick = await httpsRequest(link!, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick).toMatchObject({ status: 200, text: "You are unsubscribed." });

      const page = await (await openContext()).newPage();
      await page.goto(link!);
      await page
        .getByText("You have turned off notices that your institution's contract is ending.")
        .waitFor();
      await page.getByRole("button", { name: "Subscribe again" }).click();
      await arrived(page, /[?&]done=resubscribed/);
      await page.getByText("You are subscribed again").waitFor();
      await page
        .getByText("This link turns off notices that your institution's contract is ending.")
        .waitFor();
    }, 60_000);

    it("a directory's SCIM calls with the institution's token give and take a seat", async () => {
      const scim = (method: string, path: string, body?: unknown) =>
        httpsRequest(`${cluster.publicUrl}/scim/v2${path}`, {
          method,
          headers: {
            authorization: `Bearer ${seed.scimToken}`,
            "content-type": "application/scim+json",
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const email = `ada.lovelace@${seed.domain}`;
      const created = await scim("POST", "/Users", {
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
        externalId: `ext-${email}`,
        userName: email,
        active: true,
        emails: [{ primary: true, type: "work", value: email }],
        name: { givenName: "Ada", familyName: "Lovelace" },
      });
      expect(created.status, created.text).toBe(201);
      const scimId = (JSON.parse(created.text) as { id: string }).id;
      expect(await seatsHeld()).toBe(2);
      const off = await scim("PATCH", `/Users/${scimId}`, {
        schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        Operations: [{ op: "Replace", path: "active", value: false }],
      });
      expect(off.status, off.text).toBe(200);
      expect(await seatsHeld()).toBe(1);
      const on = await scim("PATCH", `/Users/${scimId}`, {
        schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        Operations: [{ op: "Replace", path: "active", value: true }],
      });
      expect(on.status, on.text).toBe(200);
      expect(await seatsHeld()).toBe(2);
      expect((await scim("DELETE", `/Users/${scimId}`)).status).toBe(204);
      expect(await seatsHeld()).toBe(1);
    });

    async function seatsHeld() {
      const [row] = await database.db
        .select({ held: institutionAccounts.seatsHeld })
        .from(institutionAccounts)
        .where(eq(institutionAccounts.id, seed.institutionId));
      return row!.held;
    }
  });

  async function userIdOf(email: string) {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

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
