import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authBasePath } from "@server/accounts/auth/create-auth";
import { stripeWebhookPath } from "@server/billing/stripe-webhook";
import { bodyLimitsOf, uploadRoutes } from "@server/http/body-limits";
import { testOrigin } from "../../../tests/support/http-session";
import { postEndpoints } from "../../../tests/support/post-endpoints";
import { builtRoutes } from "../../../tests/support/route-table";
import { serverBuild, startTestApp, type TestApp } from "../../../tests/support/test-app";

// Every endpoint has a body limit, and a body over it is answered 413 before it is read (decision
// 0044). The targets are every action of the production build's route table, every POST
// endpoint better-auth has (exposed or not), the Stripe webhook and the rest of /api, so an
// endpoint added later is swept without anyone listing it here. (server/http/limit-body.test.ts
// sends 30 MB to the server process over a real socket.)
let subject: TestApp;
let limitOf: (path: string) => number;
let targets: { name: string; path: string }[];

beforeAll(async () => {
  subject = await startTestApp();
  const limits = bodyLimitsOf(await serverBuild(), {
    auth: authBasePath,
    stripeWebhook: stripeWebhookPath,
  });
  limitOf = (path) => limits(path).bytes;
  const { pages, api } = await postEndpoints(subject);
  targets = [
    ...pages,
    ...pages.map((page) => ({ name: `${page.name} (data)`, path: `${page.path}.data` })),
    ...api,
    { name: "Stripe webhook", path: stripeWebhookPath },
    { name: "an unknown API address", path: "/api/nothing-here" },
  ];
});
afterAll(async () => {
  await subject?.close();
});

const chunk = new Uint8Array(16 * 1024).fill(0x61);

/** A body of `total` bytes made as it is read, counting what was read. */
function lazyBody(total: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function post(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return subject.app.request(
    new Request(`${testOrigin}${path}`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        origin: testOrigin,
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
    } as RequestInit),
  );
}

const thirtyMegabytes = 30 * 1024 * 1024;

describe("every endpoint's body limit", () => {
  it("answers 413 to a declared length over the limit, reading nothing", async () => {
    for (const target of targets) {
      const limit = limitOf(target.path);
      const body = lazyBody(thirtyMegabytes);
      const response = await post(target.path, body.stream, {
        "content-length": String(limit + 1),
      });
      expect(response.status, target.name).toBe(413);
      expect(body.pulled(), target.name).toBe(0);
    }
  });

  it("stops reading a chunked body at the limit, and answers 413 or, unread, never 5xx", async () => {
    for (const target of targets) {
      const limit = limitOf(target.path);
      const body = lazyBody(thirtyMegabytes);
      const response = await post(target.path, body.stream, {});
      // Read at most the limit and what the stream holds in its queue.
      expect(body.pulled(), target.name).toBeLessThanOrEqual(limit + 4 * chunk.byteLength);
      expect(response.status, target.name).toBeLessThan(500);
      await response.body?.cancel();
    }
  });

  it("gives the auth API 64 KB and names only real pages among the uploads", async () => {
    expect(limitOf("/api/auth/sign-in/email")).toBe(64 * 1024);
    const ids = new Set((await builtRoutes()).filter((r) => r.action).map((route) => route.id));
    expect(Object.keys(uploadRoutes).filter((id) => !ids.has(id))).toEqual([]);
  });
});
