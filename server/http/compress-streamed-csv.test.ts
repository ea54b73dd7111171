import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponse } from "./compress-response";

describe("a streamed CSV download", () => {
  it("is compressed as it streams: the source is read as the client reads, never whole", async () => {
    let pulls = 0;
    const app = new Hono();
    app.use(compressResponse());
    app.get("/export.csv", () => {
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          if (pulls > 2_000) return controller.close();
          // Incompressible-ish lines, so the compressor has to emit as it goes.
          controller.enqueue(
            new TextEncoder().encode(`${pulls},${Math.random()},${"x".repeat(500)}\r\n`),
          );
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
    });
    const response = await app.request("/export.csv", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The client has its first bytes while most of the source is still unread.
    expect(pulls).toBeLessThan(2_000);
    const chunks = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
    }
    const text = gunzipSync(Buffer.concat(chunks)).toString();
    expect(text.split("\r\n")).toHaveLength(2_001);
  });
});
