import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../tests/support/http-from-address";
import { signUpThenIn } from "../../tests/support/sign-up-over-http";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { publicRequestUrl, publicUrl } from "./public-request-url";
import { trustedProxies } from "./trusted-proxies";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the public URL from a trusted proxy's forwarded headers", () => {
  const socketUrl = "http://10.0.0.11:3000/course/iv?tab=notes";

  it("takes the scheme and host the visitor used", () => {
    expect(
      publicUrl(
        socketUrl,
        headers({ "x-forwarded-proto": "https", "x-forwarded-host": "clinova.example.org" }),
      ),
    ).toBe("https://clinova.example.org/course/iv?tab=notes");
    // nginx's `Host $http_host` keeps the visitor's host: the scheme alone changes.
    expect(
      publicUrl("http://localhost:8443/login", headers({ "x-forwarded-proto": "https" })),
    ).toBe("https://localhost:8443/login");
    expect(
      publicUrl(socketUrl, headers({ "x-forwarded-proto": "HTTPS", "x-forwarded-host": "a:443" })),
    ).toBe("https://a/course/iv?tab=notes");
  });

  it("believes the nearest proxy: the last of several values", () => {
    expect(
      publicUrl(
        socketUrl,
        headers({ "x-forwarded-proto": "http, https", "x-forwarded-host": "evil.example, a.org" }),
      ),
    ).toBe("https://a.org/course/iv?tab=notes");
  });

  it("keeps the socket's part for a value that is not a scheme or a bare host", () => {
    for (const [proto, host] of [
      ["javascript", "a.org/path"],
      ["ftp", "user@a.org"],
      ["", "a.org:99999"],
      ["https:", "a.org?x=1"],
      ["http s", "a .org"],
    ] as const) {
      expect(
        publicUrl(socketUrl, headers({ "x-forwarded-proto": proto, "x-forwarded-host": host })),
      ).toBe(socketUrl);
    }
    expect(publicUrl(socketUrl, headers({}))).toBe(socketUrl);
  });
});

// A small app on a real loopback socket, as serve.ts runs one, behind a proxy at 127.0.0.3
// (TRUSTED_PROXIES); other loopback addresses are clients that reach it directly.
describe("publicRequestUrl on a socket", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const app = new Hono()
      .use(publicRequestUrl(trustedProxies(["127.0.0.3"])))
      .all("*", async (c) => c.json({ url: c.req.url, body: await c.req.text() }));
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const seen = (from: string, extra: http.OutgoingHttpHeaders, body?: string) =>
    new Promise<{ url: string; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: body === undefined ? "GET" : "POST",
          path: "/notes?lesson=1",
          localAddress: from,
          agent: false,
          headers: { host: "localhost:8443", ...extra },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve(JSON.parse(text) as { url: string; body: string }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "clinova.example.org" };

  it("rebuilds the URL from a trusted proxy's headers, body and all", async () => {
    expect(await seen("127.0.0.3", forwarded, "text=kept")).toEqual({
      url: "https://clinova.example.org/notes?lesson=1",
      body: "text=kept",
    });
    expect((await seen("127.0.0.3", { "x-forwarded-proto": "https" })).url).toBe(
      "https://localhost:8443/notes?lesson=1",
    );
    expect((await seen("127.0.0.3", {})).url).toBe("http://localhost:8443/notes?lesson=1");
  });

  it("changes nothing for the same headers from anyone else", async () => {
    expect(await seen("127.0.0.2", forwarded, "text=kept")).toEqual({
      url: "http://localhost:8443/notes?lesson=1",
      body: "text=kept",
    });
    expect((await seen("127.0.0.2", forwarded)).url).toBe("http://localhost:8443/notes?lesson=1");
  });
});

// The whole app at https://clinova.example.org, its proxy at 127.0.0.3, which terminates TLS
// and passes the plain-HTTP request on with X-Forwarded-Proto, as docs/deployment.md shows.
describe("a form behind a proxy that terminates TLS", () => {
  const site = "https://clinova.example.org";
  let subject: TestApp;
  let loopback: Awaited<ReturnType<typeof listenOnLoopback>>;
  beforeAll(async () => {
    subject = await startTestApp({ APP_URL: site, TRUSTED_PROXIES: "127.0.0.3" });
    loopback = await listenOnLoopback(subject);
  });
  afterAll(async () => {
    await loopback.close();
    await subject.close();
  });

  // What a browser on the https page sends, as the proxy passes it on.
  const browser = { origin: site, host: "clinova.example.org" };
  const proxied = { ...browser, "x-forwarded-proto": "https" };
  const message = {
    firstName: "Tara",
    lastName: "Lewis",
    email: "tara@example.org",
    phoneNumber: "",
    message: "Behind the proxy, the form is accepted.",
  };

  it("accepts React Router's actions and better-auth's API through the proxy", async () => {
    const sent = await loopback.from("127.0.0.3").postForm("/contact", message, proxied);
    expect(sent.status, sent.text.slice(0, 300)).toBe(302);
    // Signing in opens the session, and an https site's cookies are all Secure.
    const { signIn } = await signUpThenIn(
      (path, body) => loopback.from("127.0.0.3").postJson(path, body, proxied),
      { email: "tara.lewis@example.org", password: "strong-pass-42!", name: "Tara Lewis" },
    );
    expect(signIn.headers["set-cookie"]?.length).toBeGreaterThan(0);
    for (const cookie of signIn.headers["set-cookie"] ?? []) expect(cookie).toMatch(/; Secure/i);
  });

  it("gives a spoofed X-Forwarded-Proto from elsewhere nothing: the request stays http", async () => {
    const direct = await loopback.from("127.0.0.2").postForm("/contact", message, browser);
    const spoofed = await loopback.from("127.0.0.2").postForm("/contact", message, {
      ...proxied,
      "x-forwarded-host": "clinova.example.org",
    });
    // Sent over plain http to an https site, React Router's check refuses both alike.
    expect([direct.status, spoofed.status]).toEqual([400, 400]);
  });
});
