import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { subscriptions, users } from "@server/db/schema";
import { settledAxe } from "./axe";
import { watchBrowser } from "./browser-diagnostics";
import { startPostgresAppServer, type PostgresAppServer } from "../../support/postgres-app-server";
import { signUpThroughRequest } from "./sign-up-through-request";

// The learning journeys need subscribed users, and only billing writes subscriptions: each
// worker runs its own server on its own PostgreSQL database and writes that row itself.
export const test = base.extend<
  { watch: void },
  { app: PostgresAppServer; appEnv: Record<string, string> }
>({
  // Settings for the worker's server, e.g. `test.use({ appEnv: { RESUME_LINK_SECONDS: "5" } })`.
  appEnv: [{}, { scope: "worker", option: true }],
  app: [
    async ({ appEnv }, provide) => {
      const app = await startPostgresAppServer(appEnv);
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ app }, provide) => provide(app.baseURL),
  watch: [({ page }, provide, testInfo) => watchBrowser(page, provide, testInfo), { auto: true }],
});

export const password = "strong-pass-42!";
export const iv = "/course/demo-iv-cannulation";

/** A new learner, signed in on `request`, with an active subscription of `tier` if given. */
export async function signUp(
  request: APIRequestContext,
  app: PostgresAppServer,
  tier?: "standard" | "premium",
) {
  const email = `learner-${randomUUID().slice(0, 8)}@example.org`;
  await signUpThroughRequest(request, app.baseURL, { email, password, name: "Priya Shah" });
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (tier) {
    await app.db.insert(subscriptions).values({
      userId: user!.id,
      provider: "test",
      customerId: `cus_e2e_${user!.id}`,
      status: "active",
      tier,
    });
  }
  return email;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await settledAxe(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

export const panel = (page: Page) => page.getByRole("complementary", { name: "Course Content" });
export const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
