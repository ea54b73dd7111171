import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { seededAppForThisFile } from "../../tests/support/test-app";
import { preferredEncoding } from "./compress-response";

const seeded = seededAppForThisFile();
const get = (path: string, acceptEncoding?: string) =>
  seeded.app.request(path, {
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
// Each answer carries its own script nonce; the rest must be the same page.
const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

describe("rendered answers are compressed", () => {
  it("with Zstandard or Brotli when the browser takes it, else gzip, else not at all, to the same page", async () => {
    const plain = await get("/pricing", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const html = await bytes(plain);
    expect(html.toString()).toContain("<html");

    const encodings = [
      ["gzip, deflate, br, zstd", "zstd", zstdDecompressSync],
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const;
    for (const [accepted, encoding, decode] of encodings) {
      const response = await get("/pricing", accepted);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      const body = await bytes(response);
      expect(Number(response.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeLessThan(html.length / 3);
      expect(withoutNonces(decode(body).toString())).toBe(withoutNonces(html.toString()));
    }

    const refused = await get("/pricing", "br;q=0, gzip;q=0");
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("also for loader data, and leaves tiny answers as they are", async () => {
    const data = await get("/blog.data", "br");
    expect(data.status).toBe(200);
    expect(data.headers.get("content-encoding")).toBe("br");
    const decoded = brotliDecompressSync(await bytes(data)).toString();
    expect(decoded.length).toBeGreaterThan(1024);
    expect(decoded).toContain("routes/blog");
    const small = await get("/pricing.data", "br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect((await bytes(small)).length).toBeLessThan(1024);
    const health = await get("/api/health", "br");
    expect(health.headers.get("content-encoding")).toBeNull();
  });
});

describe("the encoding a client accepts", () => {
  it.each([
    ["gzip, deflate, br, zstd", "zstd"],
    ["zstd;q=0, br", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", null],
    ["", null],
    ["GZIP;q=0.5", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
