import { describe, expect, it } from "vitest";
import {
  carriesSession,
  dependsOnSession,
  isPrivatePath,
  markPrivate,
  setsSession,
} from "./private-responses";

const cacheControlAfter = (value?: string) => {
  const headers = new Headers(value ? { "cache-control": value } : {});
  markPrivate(headers);
  return headers.get("cache-control");
};

describe("markPrivate", () => {
  it("sets private, no-store on a response without it, replacing weaker caching", () => {
    expect(cacheControlAfter()).toBe("private, no-store");
    expect(cacheControlAfter("public, max-age=300")).toBe("private, no-store");
  });

  it("keeps a response's own no-store, adding private only when missing", () => {
    expect(cacheControlAfter("private, no-store")).toBe("private, no-store");
    expect(cacheControlAfter("no-store, private")).toBe("no-store, private");
    expect(cacheControlAfter("no-store")).toBe("private, no-store");
    expect(cacheControlAfter("no-store, max-age=0")).toBe("private, no-store, max-age=0");
  });
});

describe("isPrivatePath", () => {
  it("knows the signed-in areas and their .data requests", () => {
    for (const path of [
      "/dashboard",
      "/dashboard.data",
      "/course/abc",
      "/course/abc/start/lesson-1.data",
      "/course/abc/assessment",
      "/account",
      "/account/export",
      "/billing/checkout",
      "/billing/subscription.data",
      "/get-started",
      "/auth/sign-out",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  it("leaves public pages, look-alikes and /dev alone", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/pricing",
      "/pricing.data",
      "/login",
      "/blog/dashboard",
      "/dashboards",
      "/accounting",
      "/dev/mailbox",
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});

describe("the session cookie", () => {
  it("is recognised in a request, on http and on https", () => {
    const withCookie = (cookie: string) => new Headers({ cookie });
    expect(carriesSession(withCookie("clinova.session_token=abc.def"))).toBe(true);
    expect(carriesSession(withCookie("theme=dark; __Secure-clinova.session_token=x"))).toBe(true);
    expect(carriesSession(withCookie("clinova-toast=x; theme=dark"))).toBe(false);
    expect(carriesSession(withCookie("notclinova.session_token=x"))).toBe(false);
    expect(carriesSession(new Headers())).toBe(false);
  });

  it("is recognised when a response sets or clears it", () => {
    const setting = (...cookies: string[]) => {
      const headers = new Headers();
      for (const cookie of cookies) headers.append("set-cookie", cookie);
      return new Response(null, { status: 302, headers });
    };
    expect(setsSession(setting("clinova.session_token=abc; Path=/; HttpOnly"))).toBe(true);
    expect(
      setsSession(setting("clinova-toast=x; Path=/", "clinova.session_token=; Max-Age=0")),
    ).toBe(true);
    expect(setsSession(setting("clinova-toast=x; Path=/"))).toBe(false);
  });
});

describe("dependsOnSession", () => {
  it("is true for a private area, a signed-in request or a sign-in, and false otherwise", () => {
    const none = new Headers();
    const signedIn = new Headers({ cookie: "clinova.session_token=abc" });
    const plain = new Response("ok");
    const signingIn = new Response(null, {
      headers: { "set-cookie": "clinova.session_token=abc; Path=/" },
    });
    expect(dependsOnSession("/dashboard", none, plain)).toBe(true);
    expect(dependsOnSession("/", signedIn, plain)).toBe(true);
    expect(dependsOnSession("/login", none, signingIn)).toBe(true);
    expect(dependsOnSession("/", none, plain)).toBe(false);
  });
});
