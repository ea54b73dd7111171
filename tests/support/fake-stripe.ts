import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeStripeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
};

type Json = Record<string, unknown>;

/**
 * A small local HTTP server speaking the few Stripe endpoints Clinova calls (customers,
 * checkout sessions, portal sessions, subscriptions). Point the SDK at it through the
 * provider's `api` option. It records every request and keeps subscriptions a test sets.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, Json>();
  const failures: Array<{ path: RegExp; status: number; message: string }> = [];
  const idempotent = new Map<string, Json>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake_${++counter}`;

  function route(request: FakeStripeRequest): [number, Json] {
    const failure = failures.findIndex((f) => f.path.test(request.path));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return [f!.status, { error: { type: "invalid_request_error", message: f!.message } }];
    }
    const { method, path, form } = request;
    if (method === "POST" && path === "/v1/customers") {
      return [200, { id: nextId("cus"), object: "customer", email: form.get("email") }];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      return [
        200,
        { id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` },
      ];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = nextId("bps");
      return [
        200,
        { id, object: "billing_portal.session", url: `https://billing.stripe.com/p/session/${id}` },
      ];
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const customer = request.query.get("customer");
      const data = [...subscriptions.values()]
        .filter((s) => s.customer === customer)
        .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0));
      return [200, { object: "list", data, has_more: false, url: "/v1/subscriptions" }];
    }
    const one = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const found = one ? subscriptions.get(one[1]!) : undefined;
    if (one && !found) {
      return [
        404,
        {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such subscription: '${one[1]}'`,
          },
        },
      ];
    }
    if (found && method === "GET") return [200, found];
    if (found && method === "DELETE") {
      const canceled = { ...found, status: "canceled", canceled_at: Math.floor(Date.now() / 1000) };
      subscriptions.set(String(found.id), canceled);
      return [200, canceled];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unknown route ${method} ${path}` } },
    ];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake-stripe");
    const key = req.headers["idempotency-key"];
    const request: FakeStripeRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
      idempotencyKey: typeof key === "string" ? key : undefined,
    };
    requests.push(request);
    const remembered = request.idempotencyKey && idempotent.get(request.idempotencyKey);
    const [status, body] = remembered ? [200, remembered] : route(request);
    if (request.idempotencyKey && status === 200) idempotent.set(request.idempotencyKey, body);
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** For the provider's `api` option. */
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    requests,
    subscriptions,
    /** The next request whose path matches answers `status` with a Stripe error. */
    failNext(path: RegExp, status: number, message: string) {
      failures.push({ path, status, message });
    },
    requestsTo: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
