import { Readable, type Transform } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import * as zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

// Pages, loader data (React Router's `.data` is text/x-script), feeds and CSV downloads.
const compressible = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript))/;
const minimumBytes = 1024;
// CSV downloads are streamed as they are read (a whole institution's progress, docs/product/institutions.md#exports-and-printable-summary): they
// are compressed as a stream, so the answer is never held whole in memory.
const streamed = /^text\/csv/;

/**
 * Compresses rendered answers in one pass at a level chosen for dynamic content (decisions 0020,
 * 0021): Zstandard level 3 where the browser takes it (Chrome, Edge and Firefox do) compresses
 * the 100 KB lesson player in about 0.15 ms to 13.6 KB; Brotli quality 3 took 0.33 ms for 13.0 KB
 * and stays for the others, gzip level 3 for clients with neither. The body is taken whole, as
 * the document handler renders it whole (app/entry.server.tsx); a CSV download is compressed
 * as it streams.
 */
export function compressResponse(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      response.headers.has("content-encoding") ||
      !compressible.test(type)
    ) {
      return;
    }
    response.headers.append("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(c.req.header("accept-encoding") ?? "");
    if (!encoding) return;
    if (streamed.test(type)) {
      const headers = new Headers(response.headers);
      headers.set("Content-Encoding", encoding);
      headers.delete("Content-Length");
      const source = Readable.fromWeb(response.body as NodeWebStream<Uint8Array>);
      const compressed = source.pipe(streamCompressors[encoding]());
      source.once("error", (error) => compressed.destroy(error));
      c.res = undefined;
      c.res = new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, {
        status: response.status,
        headers,
      });
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    let sent: Buffer = body;
    if (body.length >= minimumBytes) {
      sent = compressors[encoding](body);
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(sent.length));
    // A fresh response: Hono would copy the old one's headers over the new one's otherwise.
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.length), {
      status: response.status,
      headers,
    });
  };
}

type Encoding = "zstd" | "br" | "gzip";

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  zstd: (body) =>
    zlib.zstdCompressSync(body, {
      params: {
        [zlib.constants.ZSTD_c_compressionLevel]: 3,
        [zlib.constants.ZSTD_c_checksumFlag]: 0,
      },
      pledgedSrcSize: body.length,
    }),
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 3 }),
};

const streamCompressors: Record<Encoding, () => Transform> = {
  zstd: () =>
    zlib.createZstdCompress({
      params: {
        [zlib.constants.ZSTD_c_compressionLevel]: 3,
        [zlib.constants.ZSTD_c_checksumFlag]: 0,
      },
    }),
  br: () =>
    zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: () => zlib.createGzip({ level: 3 }),
};

// Node 24 has Zstandard; an older Node (bench:render's runtime comparison) goes without it.
const zstdAvailable = typeof zlib.zstdCompressSync === "function";

/**
 * Zstandard when the client takes it, else Brotli, else gzip, else none; a `;q=0` refuses an
 * encoding.
 */
export function preferredEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) =>
    (accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0)) > 0;
  if (zstdAvailable && accepted.has("zstd") && allows("zstd")) return "zstd";
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}
