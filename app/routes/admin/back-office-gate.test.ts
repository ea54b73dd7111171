import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../routes";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { twoFactorSetupPath } from "@server/back-office/require-admin";
import { sessions } from "@server/db/schema";

type RouteEntry = { path?: string; children?: RouteEntry[] };

const missingId = "00000000-0000-4000-8000-000000000000";

/** Every path of the route table, nested paths joined. */
function allPaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join("/");
    const own = entry.path !== undefined || !entry.children ? [path] : [];
    return [...own, ...(entry.children ? allPaths(entry.children, path) : [])];
  });
}

/** Every address under /admin, with its parameters filled in. */
const backOfficeAddresses = (entries: RouteEntry[]) =>
  allPaths(entries)
    .filter((path) => path === "admin" || path.startsWith("admin/"))
    .map((path) => `/${path}`.replace(/\/:[^/]+\?/g, "").replace(/:[^/]+/g, missingId));

const addresses = [...new Set(backOfficeAddresses(routes as RouteEntry[]))];

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

/** What any admin action could change, read whole: equal before and after a refusal. */
async function backOfficeState() {
  const tables = [
    "audit_log",
    "admins",
    "app_config",
    "blog_articles",
    "institution_enquiries",
    "institutions",
    "profiles",
  ];
  const results = await Promise.all(
    tables.map((table) => subject.database.db.execute(sql.raw(`select * from ${table}`))),
  );
  return JSON.stringify(results);
}

const noHintOfTheArea = (html: string) => {
  expect(html).toContain("Oops! Page not found");
  for (const hint of ["routes/admin", "admin-layout", "Back office", "back-office"]) {
    expect(html).not.toContain(hint);
  }
};

describe("the back office's gate", () => {
  it("covers a route table that has back-office pages", () => {
    expect(addresses).toContain("/admin");
    expect(addresses.length).toBeGreaterThan(0);
  });

  it("answers a visitor and a member as for an unknown address, and changes nothing", async () => {
    const visitor = httpSession(subject);
    const member = await signUpLearner(subject, "member@example.org");
    for (const person of [visitor, member]) {
      for (const address of addresses) {
        const page = await person.request(address);
        expect(page.status, address).toBe(404);
        noHintOfTheArea(await page.text());

        const data = await person.request(`${address}.data`);
        expect(data.status, `${address}.data`).toBe(404);
        expect(await data.text()).not.toContain("routes/admin");

        const before = await backOfficeState();
        const posted = await person.postForm(address, { intent: "publish", launched: "true" });
        expect(posted.status, `POST ${address}`).toBe(404);
        expect(await backOfficeState()).toBe(before);
      }
      const manifest = await person.request(`/__manifest?p=/admin&p=/admin/audit-log&version=x`);
      expect(await manifest.text()).not.toContain("routes/admin");
    }
  });

  it("leads an admin without two-factor authentication to set it up, and refuses their actions", async () => {
    const admin = await signInAdmin(subject, "new-admin@example.org", { twoFactor: "none" });
    for (const address of addresses.filter((a) => a !== twoFactorSetupPath)) {
      const page = await admin.request(address);
      expect(page.status, address).toBe(302);
      expect(page.headers.get("location")).toBe(twoFactorSetupPath);

      const before = await backOfficeState();
      const posted = await admin.postForm(address, { intent: "publish", launched: "true" });
      expect([403, 405], `POST ${address}`).toContain(posted.status);
      expect(await backOfficeState()).toBe(before);
    }
  });

  it("asks an admin whose session has not given a code for one, and refuses their actions", async () => {
    // Two-factor authentication is on for the account; this session never gave a code (opened
    // before it was turned on, or by a way that asks none): the flag alone opens nothing.
    const admin = await signInAdmin(subject, "no-code-yet@example.org");
    await subject.database.db
      .update(sessions)
      .set({ twoFactorVerifiedAt: null })
      .where(eq(sessions.userId, admin.userId));
    for (const address of addresses.filter((a) => a !== twoFactorSetupPath)) {
      const page = await admin.request(address);
      expect(page.status, address).toBe(302);
      expect(page.headers.get("location")).toBe(twoFactorSetupPath);

      const before = await backOfficeState();
      const posted = await admin.postForm(address, { intent: "publish", launched: "true" });
      expect([403, 405], `POST ${address}`).toContain(posted.status);
      expect(await backOfficeState()).toBe(before);
    }
  });

  it("opens to an admin with two-factor authentication", async () => {
    const admin = await signInAdmin(subject, "admin@example.org");
    for (const address of addresses) {
      const page = await admin.request(address);
      // An address naming an item (filled in with an id nobody has) is the back office's own 404.
      expect(page.status, address).toBe(address.includes(missingId) ? 404 : 200);
      expect(await page.text()).toContain("Back office");
    }
  });
});
