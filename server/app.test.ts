import { describe, expect, it } from "vitest";
import { seededAppForThisFile, startTestApp } from "../tests/support/test-app";

const seeded = seededAppForThisFile();

describe("the HTTP app", () => {
  it("reports health with the database it checked", async () => {
    const response = await seeded.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: expect.any(String) });
  });

  it("sends security headers and a request id on every response", async () => {
    const response = await seeded.app.request("/api/health", {
      headers: { "x-request-id": "abc-12345678" },
    });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBe("abc-12345678");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // Document-only policies are left off JSON answers.
    expect(response.headers.get("x-frame-options")).toBeNull();
  });

  it("sends the same headers on server-rendered pages", async () => {
    const response = await seeded.app.request("/about", {
      headers: { "x-request-id": "page-123456" },
    });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-request-id")).toBe("page-123456");
  });

  // The home page reaches signed-out visitors complete as HTML with no script at all; the FAQs
  // hydrate their accordion, so their scripts show that each one carries the nonce.
  it.each([
    ["/", "Take control of your clinical skills training", 0],
    ["/faqs", "Frequently asked questions", 1],
  ])(
    "server-renders %s with a nonce-based CSP and no script without it",
    async (path, text, leastScripts) => {
      const response = await seeded.app.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("'unsafe-inline' 'nonce");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(scripts.length).toBeGreaterThanOrEqual(leastScripts);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    },
  );

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await seeded.app.request("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });

  it("answers an unknown API path with JSON 404", async () => {
    const response = await seeded.app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("shows a seeded article and the spec's text with 404 for a missing one", async () => {
    const found = await seeded.app.request("/blog/not-a-real-article");
    expect(found.status).toBe(404);
    expect(await found.text()).toContain("Article Not Found");
  });
});

describe("health when the database is down", () => {
  it("answers 503", async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const response = await broken.request("/api/health");
    expect(response.status).toBe(503);
    expect((await response.json()).status).toBe("unavailable");
  });
});
