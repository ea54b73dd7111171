import { get } from "node:http";
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";

export type ResponseSize = {
  status: number;
  /** The body's bytes as sent, before any decoding. */
  sentBytes: number;
  /** Its Content-Encoding (`zstd`, `br`, `gzip`), or `identity` when it came uncompressed. */
  encoding: string;
  decodedBytes: number;
};

/** Fetches `url` once and measures its body as it travelled, and decoded. */
export function responseSize(url: string, headers: Record<string, string> = {}) {
  return new Promise<ResponseSize>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"] ?? "identity";
        resolve({
          status: response.statusCode ?? 0,
          sentBytes: body.length,
          encoding,
          decodedBytes: decode(body, encoding).length,
        });
      });
    }).on("error", reject);
  });
}

function decode(body: Buffer, encoding: string) {
  if (encoding === "zstd") return zstdDecompressSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "identity") return body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}
