import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles } from "@server/db/schema";
import { seedAll } from "@server/db/seed/seed";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// Every kind of answer, on a deployment behind https (HSTS and Secure cookies on). The cookies
// of every answer of this file are collected and checked at the end.
const appUrl = "https://learn.example.org";
let subject: TestApp;
let learner: Learner;
let admin: Learner;
const cookiesSeen: string[] = [];

beforeAll(async () => {
  subject = await startTestApp({ APP_URL: appUrl }, undefined, { clientDir: "build/client" });
  await seedAll(subject.database.db);
  learner = await signUpLearner(subject, "headers@example.org", { tier: "premium" });
  admin = await signInAdmin(subject, "headers-admin@example.org");
});
afterAll(async () => {
  // The last test closed the database already.
  await subject?.close().catch(() => {});
});

type Who = "visitor" | "learner" | "admin";
type Shape = "document" | "json" | "file" | "redirect";
async function fetchAs(who: Who, path: string, init?: RequestInit) {
  const client = who === "visitor" ? httpSession(subject) : who === "learner" ? learner : admin;
  const response = await client.request(path, init);
  cookiesSeen.push(...response.headers.getSetCookie());
  return response;
}

const anAsset = () => {
  const name = readdirSync("build/client/assets").find((file) => file.endsWith(".js"));
  if (!name) throw new Error("the client build has no script");
  return `/assets/${name}`;
};

/** What every answer carries, whatever it is (OWASP secure headers, ASVS 14.4). */
function expectBaseHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("strict-transport-security")).toBe(
    "max-age=31536000; includeSubDomains",
  );
  expect(response.headers.get("x-request-id")).toBeTruthy();
}

/** A document's own policies, and a CSP whose nonce is on every script and no other way in. */
async function expectDocumentHeaders(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  const csp = response.headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("form-action")?.[0]).toBe("'self'");
  const scripts = directives.get("script-src") ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const nonce = scripts.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toBeTruthy();
  const html = await response.text();
  for (const [, attributes = ""] of html.matchAll(/<script\b([^>]*)>/g)) {
    expect(attributes).toContain(`nonce="${nonce}"`);
  }
  // Inline event handlers would run without a nonce if the CSP were ever loosened.
  expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
  return nonce;
}

describe("every kind of answer carries the security headers", () => {
  const articleSlug = async () => {
    const [article] = await subject.database.db
      .select({ slug: blogArticles.slug })
      .from(blogArticles)
      .limit(1);
    return article!.slug;
  };
  const kinds: [kind: string, who: Who, path: () => Promise<string> | string, Shape, number][] = [
    ["a public page", "visitor", () => "/", "document", 200],
    ["the pricing page", "visitor", () => "/pricing", "document", 200],
    ["the blog", "visitor", () => "/blog", "document", 200],
    [
      "a blog article",
      "visitor",
      () => articleSlug().then((slug) => `/blog/${slug}`),
      "document",
      200,
    ],
    ["an auth page", "visitor", () => "/login", "document", 200],
    ["a signed-in page", "learner", () => "/dashboard", "document", 200],
    ["the account page", "learner", () => "/account", "document", 200],
    ["a back-office page", "admin", () => "/admin", "document", 200],
    ["the not-found page", "visitor", () => "/no-such-page", "document", 404],
    ["the back office to a member (404)", "learner", () => "/admin", "document", 404],
    ["a redirect to sign in", "visitor", () => "/dashboard", "redirect", 302],
    ["the API", "visitor", () => "/api/health", "json", 200],
    ["the auth API", "learner", () => "/api/auth/get-session", "json", 200],
    ["an unknown API path", "visitor", () => "/api/nothing", "json", 404],
    ["a static asset", "visitor", anAsset, "file", 200],
    ["a public file", "visitor", () => "/favicon.svg", "file", 200],
    ["an XML resource", "visitor", () => "/sitemap.xml", "file", 200],
    ["a CSV download", "learner", () => "/account/learning-record.csv", "file", 200],
    ["a JSON download", "learner", () => "/account/export", "file", 200],
  ];

  it.each(kinds)("%s (%s)", async (_kind, who, pathOf, shape, status) => {
    const response = await fetchAs(who, await pathOf());
    expect(response.status).toBe(status);
    expectBaseHeaders(response);
    expect(response.headers.get("content-type") ?? (shape === "redirect" ? "" : null)).not.toBe(
      null,
    );
    if (shape === "document") await expectDocumentHeaders(response);
    if (who !== "visitor") expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("gives each document a nonce of its own", async () => {
    const first = await expectDocumentHeaders(await fetchAs("visitor", "/faqs"));
    const second = await expectDocumentHeaders(await fetchAs("visitor", "/faqs"));
    expect(first).not.toBe(second);
  });
});

describe("every cookie we set", () => {
  it("is HttpOnly, SameSite and Secure on https: session, sign-in challenge and toast alike", async () => {
    // Sign in through the page (the session cookie), sign out through the page (a toast).
    const browser = httpSession(subject);
    const signedIn = await browser.postForm("/login", {
      email: "headers@example.org",
      password: "strong-pass-42!",
    });
    expect(signedIn.status).toBe(302);
    cookiesSeen.push(...signedIn.headers.getSetCookie());
    const signedOut = await browser.postForm("/auth/sign-out", { redirectTo: "/" });
    cookiesSeen.push(...signedOut.headers.getSetCookie());

    const names = new Set(cookiesSeen.map((line) => line.split("=")[0]));
    expect(names).toContain("__Secure-clinova.session_token");
    expect(names).toContain("clinova-toast");
    for (const line of cookiesSeen) {
      const attributes = line.split(";").map((part) => part.trim().toLowerCase());
      expect.soft(attributes, line).toContain("httponly");
      expect.soft(attributes, line).toContain("secure");
      expect
        .soft(
          attributes.some((a) => /^samesite=(lax|strict)$/.test(a)),
          line,
        )
        .toBe(true);
    }
  });
});

describe("an error page", () => {
  it("carries the headers too, when the database has gone", async () => {
    await subject.database.close();
    const response = await fetchAs("visitor", "/blog");
    expect(response.status).toBe(500);
    expectBaseHeaders(response);
    await expectDocumentHeaders(response);
  });
});
