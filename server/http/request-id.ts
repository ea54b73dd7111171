import { randomUUID } from "node:crypto";

const acceptable = /^[\w.-]{8,128}$/;

/** Keep a well-formed id given by a proxy in front of us; otherwise make one. */
export function requestIdFrom(header: string | undefined) {
  return header && acceptable.test(header) ? header : randomUUID();
}

/**
 * The X-Request-Id header, read from Node's own request when there is one: asking the Web
 * `Request` for a header makes @hono/node-server build a validated `Headers` of all of them.
 */
export function givenRequestId(c: {
  env: unknown;
  req: { header(name: string): string | undefined };
}): string | undefined {
  const incoming = (c.env as { incoming?: { headers: Record<string, unknown> } } | undefined)
    ?.incoming;
  if (!incoming) return c.req.header("x-request-id");
  const value = incoming.headers["x-request-id"];
  return typeof value === "string" ? value : undefined;
}
