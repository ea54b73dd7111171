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

    const zstd = await get("/pricing", "gzip, deflate, br, zstd");
    expect(zstd.headers.get("content-encoding")).toBe("zstd");
    expect(zstd.headers.get("vary")).toMatch(/accept-encoding/i);
    const zstdBody = await bytes(zstd);
    expect(Number(zstd.headers.get("content-length"))).toBe(zstdBody.length);
    expect(zstdBody.length).toBeLessThan(html.length / 3);
    expect(withoutNonces(zstdDecompressSync(zstdBody).toString())).toBe(
      withoutNonces(html.toString()),
    );

    const br = await get("/pricing", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const brBody = await bytes(br);
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(html.length / 3);
    expect(withoutNonces(brotliDecompressSync(brBody).toString())).toBe(
      withoutNonces(html.toString()),
    );

    const gzip = await get("/pricing", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(withoutNonces(gunzipSync(await bytes(gzip)).toString())).toBe(
      withoutNonces(html.toString()),
    );

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
