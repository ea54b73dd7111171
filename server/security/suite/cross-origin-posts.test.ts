import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeWebhookPath } from "@server/billing/stripe-webhook";
import { seedAll } from "@server/db/seed/seed";
import { signInAdmin } from "../../../tests/support/admin";
import { databaseFingerprint } from "../../../tests/support/database-fingerprint";
import { testOrigin } from "../../../tests/support/http-session";
import type { Learner } from "../../../tests/support/learner";
import { postEndpoints } from "../../../tests/support/post-endpoints";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// A signed-in admin's browser visits another site, whose page posts to each of our actions
// (CSRF, ASVS 50.x): every one is refused before it runs, and the database is untouched. The
// targets come from the production build's route table and better-auth's own endpoint list, so
// an action added later is in this list without anyone writing it here.
let subject: TestApp;
let victim: Learner;
let targets: { name: string; path: string }[];

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  victim = await signInAdmin(subject, "csrf-victim@example.org");
  const { pages, api } = await postEndpoints(subject);
  targets = [...pages, ...api];
});
afterAll(async () => {
  await subject?.close();
});

const foreignRequests: [string, Record<string, string>][] = [
  ["another site's Origin", { origin: "https://evil.example" }],
  ["a look-alike Origin", { origin: "http://localhost:3000.evil.example" }],
  ["an opaque Origin (null)", { origin: "null" }],
  ["no Origin, but a cross-site fetch", { "sec-fetch-site": "cross-site" }],
  ["no Origin, a sibling subdomain", { "sec-fetch-site": "same-site" }],
];

describe("a form posted from another site", () => {
  it("reaches every action of the route table and the auth API", () => {
    // A sanity check on the enumeration itself: the forms people use most are in it.
    const paths = targets.map((target) => target.path);
    for (const path of ["/login", "/signup", "/contact", "/careers", "/account"]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain("/api/auth/sign-in/email");
    expect(targets.length).toBeGreaterThan(60);
  });

  it.each(foreignRequests)("is refused with 403 on every action: %s", async (_, headers) => {
    const before = await databaseFingerprint(subject.database.db);
    const answers: string[] = [];
    for (const target of targets) {
      for (const method of ["POST", "PUT", "DELETE"]) {
        // Straight to the app, with the victim's cookies but only the headers given here.
        const cookie = [...victim.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
        const response = await subject.request(`${testOrigin}${target.path}`, {
          method,
          headers: {
            ...headers,
            cookie,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "intent=delete-account&confirmation=DELETE",
        });
        if (response.status !== 403) answers.push(`${method} ${target.path}: ${response.status}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await databaseFingerprint(subject.database.db)).toEqual(before);
  });

  it("is let through from our own site, so the refusals above were the guard's", async () => {
    const refused: string[] = [];
    for (const target of targets) {
      // Nothing here may end the session the loop relies on.
      if (/sign-out|delete-user|revoke/.test(target.path)) continue;
      const response = await victim.request(target.path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=none",
      });
      if (response.status === 403) refused.push(target.path);
    }
    expect(refused).toEqual([]);
  });

  it("exempts only the Stripe webhook, which is signed, and it refuses an unsigned event", async () => {
    const before = await databaseFingerprint(subject.database.db);
    const response = await victim.request(stripeWebhookPath, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ type: "customer.subscription.deleted" }),
    });
    expect(response.status).not.toBe(200);
    expect(response.status).toBeLessThan(500);
    expect(await databaseFingerprint(subject.database.db)).toEqual(before);
  });
});
