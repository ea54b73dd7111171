import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp({}, undefined, { pageCacheTtlMs: 60_000 });
});
afterAll(async () => {
  await subject.close();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("the public page cache", () => {
  it("renders a public page once, then serves it with a fresh nonce each time", async () => {
    const first = await subject.request("/faqs");
    const second = await subject.request("/faqs");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    const html = await second.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${b}"`);
    expect(html).not.toContain(a!);
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("renders afresh for visitors with a cookie and for private pages", async () => {
    const signedIn = await subject.request("/faqs", {
      headers: { cookie: "clinova.session_token=x" },
    });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    const dashboard = await subject.request("/dashboard");
    expect(dashboard.headers.get("x-page-cache")).toBeNull();
  });

  it("never caches a missing page", async () => {
    await subject.request("/blog/no-such-article");
    const again = await subject.request("/blog/no-such-article");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).toBeNull();
  });
});
