import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAll } from "../db/seed/seed";
import { httpSession } from "../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

// docs/product/security.md#security-and-privacy: what is rendered for a session must not outlive it in a shared cache or the
// browser's back-forward cache; what every signed-out visitor sees keeps its caching.

const privateNoStore = "private, no-store";
let subject: TestApp;
let learner: Learner;

beforeAll(async () => {
  subject = await startTestApp({}, undefined, { pageCacheTtlMs: 30_000 });
  await seedAll(subject.database.db);
  learner = await signUpLearner(subject, "cache-control@example.org");
});

afterAll(async () => {
  await subject?.close();
});

describe("responses for a signed-in person", () => {
  it("are private and never stored: the dashboard's HTML and its .data", async () => {
    const html = await learner.request("/dashboard");
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html.headers.get("cache-control")).toBe(privateNoStore);

    const data = await learner.request("/dashboard.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe(privateNoStore);
  });

  it("are private on public pages too, which show the person's menu", async () => {
    for (const path of ["/", "/pricing", "/_root.data"]) {
      const response = await learner.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(privateNoStore);
      expect(response.headers.get("x-page-cache"), path).toBeNull();
    }
  });

  it("are private for the data export, which keeps its own no-store", async () => {
    const response = await learner.request("/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(privateNoStore);
  });

  it("are private from the auth API: get-session", async () => {
    const response = await learner.request("/api/auth/get-session");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(
      "cache-control@example.org",
    );
    expect(response.headers.get("cache-control")).toBe(privateNoStore);
  });
});

describe("responses for a signed-out visitor", () => {
  it("are private on signed-in areas, redirects included", async () => {
    const visitor = httpSession(subject);
    const toLogin = await visitor.request("/dashboard", { redirect: "manual" });
    expect(toLogin.status).toBe(302);
    expect(toLogin.headers.get("location")).toMatch(/^\/login/);
    for (const path of [
      "/dashboard",
      "/dashboard.data",
      "/account",
      "/account/export",
      "/billing/subscription",
      "/get-started",
    ]) {
      const response = await visitor.request(path, { redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe(privateNoStore);
    }
    const session = await visitor.request("/api/auth/get-session");
    expect(session.headers.get("cache-control")).toBe(privateNoStore);
  });

  it("keep public pages' caching: the page cache serves them, with no private header", async () => {
    for (const path of ["/", "/pricing", "/blog"]) {
      const first = await subject.request(path);
      const second = await subject.request(path);
      expect(first.status, path).toBe(200);
      expect(second.headers.get("x-page-cache"), path).toBe("hit");
      expect(first.headers.get("cache-control"), path).toBeNull();
      expect(second.headers.get("cache-control"), path).toBeNull();
    }
    const sitemap = await subject.request("/sitemap.xml");
    expect(sitemap.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("keep public pages' caching with a cookie that is not a session (a waiting toast)", async () => {
    const response = await subject.request("/pricing", {
      headers: { cookie: "clinova-toast=x; theme=dark" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBeNull();
  });
});
