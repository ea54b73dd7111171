import type { Context, MiddlewareHandler } from "hono";
import { BodyTooLargeError } from "../uploads/limited-form-data";
import type { AppEnv } from "./app-env";
import { jsonResponse } from "./base-headers";
import type { BodyLimit } from "./body-limits";

export const bodyTooLargeMessage = "This request is larger than we accept.";

/**
 * Every request's body within its endpoint's limit (`body-limits.ts`), answered 413 before more
 * than the limit is read: at once when the declared Content-Length is over, otherwise by
 * counting the bytes as they arrive (a chunked body declares no length). The rest of an
 * oversized upload is never read into the app (see `bodyTooLarge` for the connection). Hono's own `bodyLimit` counts
 * too, but only as the handler reads: a handler that catches the error itself (better-auth
 * does) answers what it likes, and it takes one limit per mount, not one per page.
 */
export function limitBodies(limitFor: (path: string) => BodyLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    const { bytes, readFirst } = limitFor(c.req.path);
    if (declaredLength(request) > bytes) return bodyTooLarge(c, { close: true });
    if (!request.body) return next();

    if (readFirst) {
      const body = await readUpTo(request.body, bytes);
      if (!body) return bodyTooLarge(c);
      c.req.raw = new Request(request, { body });
      return next();
    }
    let over = false;
    c.req.raw = new Request(request, {
      body: request.body.pipeThrough(
        counting(bytes, () => {
          over = true;
        }),
        // The rest is left unread rather than cancelled (see readUpTo).
        { preventCancel: true },
      ),
      duplex: "half",
    } as RequestInit);
    await next();
    if (over) c.res = bodyTooLarge(c);
  };
}

/** The whole body, or null as soon as it passes `limit` bytes (the rest is left unread). */
async function readUpTo(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    received += value.byteLength;
    if (received > limit) {
      // Left unread, not cancelled: cancelling destroys the socket at once, and the client,
      // still sending, met a reset instead of the 413.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}

function counting(limit: number, onOver: () => void) {
  let received = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > limit) {
        onOver();
        controller.error(new BodyTooLargeError(limit));
        return;
      }
      controller.enqueue(chunk);
    },
  });
}

function declaredLength(request: Request) {
  const header = request.headers.get("content-length");
  const length = header === null ? 0 : Number(header);
  return Number.isFinite(length) ? length : Number.POSITIVE_INFINITY;
}

/**
 * 413. Answered on the declared length, before any of the body came, it closes the connection:
 * nothing is in flight. Answered part-way through a body, it does not: closing a socket with the
 * client's bytes still arriving resets the connection, and the client, busy sending, can lose the
 * answer (one run in three, on CI more). The server's adapter then reads and discards the rest for
 * at most 500 ms or 64 MB before it closes the socket (@hono/node-server's drain), by which time
 * the client has read the 413 and stopped.
 */
export function bodyTooLarge(c: Context<AppEnv>, { close = false } = {}) {
  const api = c.req.path === "/api" || c.req.path.startsWith("/api/");
  const response = api
    ? jsonResponse(c, { error: bodyTooLargeMessage }, 413)
    : c.text(bodyTooLargeMessage, 413);
  if (close) response.headers.set("connection", "close");
  return response;
}
