import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { test as base, expect, type Page } from "@playwright/test";
import { watchBrowser } from "./browser-diagnostics";
import { startPostgresAppServer, type PostgresAppServer } from "../../support/postgres-app-server";
import { professionalDetails } from "../../support/professional-details";
import { unusedCode } from "../../support/two-factor";

export const adminPassword = "Office-admin-2025!";

export type BackOfficeAdmin = {
  email: string;
  password: string;
  /** The authenticator key the set-up page showed. */
  secret: string;
  backupCodes: string[];
  /** The code the admin's authenticator app shows now. */
  code(): Promise<string>;
};

/**
 * A journey in the back office: the built server on its own PostgreSQL database (one per
 * worker), and `admin`, a new account granted the back office from the command line and with
 * two-factor authentication set up through the real pages, signed in on `page`.
 */
export const test = base.extend<
  { admin: BackOfficeAdmin; watch: void },
  { app: PostgresAppServer }
>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const app = await startPostgresAppServer();
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ app }, provide) => provide(app.baseURL),
  watch: [({ page }, provide, testInfo) => watchBrowser(page, provide, testInfo), { auto: true }],
  admin: [
    async ({ app, page }, provide) => {
      const email = await signUpAdmin(page, app);
      await signIn(page, email, "/admin");
      await provide(await setUpTwoFactor(page, email));
    },
    // Its own time (about 15 s on CI), not taken from the journey's.
    { timeout: 60_000 },
  ],
});

/** A new account, granted the back office as a person does it: `npm run admin:grant -- email`. */
export async function signUpAdmin(page: Page, app: PostgresAppServer) {
  const request = page.request;
  const email = `admin-${randomUUID().slice(0, 8)}@example.org`;
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email, password: adminPassword, ...professionalDetails("Morgan Reid") },
    headers: { origin: app.baseURL },
  });
  expect(response.ok()).toBe(true);
  // The journey signs in through the form (sign-up opens no session: decision 0046).
  await page.context().clearCookies();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/back-office/cli.ts", "grant", email],
    { env: { ...process.env, DATABASE_URL: app.databaseUrl, LOG_LEVEL: "silent" } },
  );
  expect(stdout).toContain(`${email} is now an admin`);
  return email;
}

/** The login form, on its way to `redirectTo`. */
export async function signIn(page: Page, email: string, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(adminPassword);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * From /admin/security: the password, the key read from the page as a person would type it
 * into an app, a code computed from it, and the overview. `atStep` runs on each step's page.
 */
export async function setUpTwoFactor(
  page: Page,
  email: string,
  atStep: (step: "password" | "confirm") => Promise<void> = async () => {},
): Promise<BackOfficeAdmin> {
  await expect(page).toHaveURL("/admin/security");
  await expect(
    page.getByRole("heading", { name: "Set up two-factor authentication" }),
  ).toBeVisible();
  await atStep("password");
  await page.getByLabel("Your password").fill(adminPassword);
  await page.getByRole("button", { name: "Continue" }).click();
  const secretText = page.getByTestId("totp-secret");
  await expect(secretText).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await atStep("confirm");
  const secret = (await secretText.innerText()).trim();
  const backupCodes = await page.getByTestId("backup-codes").getByRole("listitem").allInnerTexts();
  await page.getByLabel("6-digit code").fill(await unusedCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page).toHaveURL("/admin");
  return { email, password: adminPassword, secret, backupCodes, code: () => unusedCode(secret) };
}

export { expect };
