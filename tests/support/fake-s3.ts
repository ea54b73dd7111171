import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Stored = { body: Buffer; contentType: string };

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Just enough of the S3 REST API (path style: PUT, GET, DELETE, ListObjectsV2) to drive the
 * AWS SDK against a local port. Requests are not signature-checked.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, Stored>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const [, name, ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    if (name !== bucket) return send(res, 404, error("NoSuchBucket"));
    if (req.method === "PUT") {
      if (req.headers["if-none-match"] === "*" && objects.has(key)) {
        return send(res, 412, error("PreconditionFailed"));
      }
      const contentType = req.headers["content-type"] ?? "application/octet-stream";
      objects.set(key, { body: await readBody(req), contentType });
      res.writeHead(200, { ETag: '"fake"' }).end();
    } else if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const max = Number(url.searchParams.get("max-keys") ?? 1000);
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const contents = keys
        .slice(0, max)
        .map(
          (k) =>
            `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(k)?.body.length}</Size></Contents>`,
        )
        .join("");
      send(
        res,
        200,
        `<ListBucketResult><Name>${bucket}</Name><KeyCount>${Math.min(keys.length, max)}</KeyCount><IsTruncated>${keys.length > max}</IsTruncated>${contents}</ListBucketResult>`,
      );
    } else if (req.method === "GET") {
      const found = objects.get(key);
      if (!found) return send(res, 404, error("NoSuchKey"));
      res.writeHead(200, {
        "Content-Type": found.contentType,
        "Content-Length": found.body.length,
      });
      res.end(found.body);
    } else if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      send(res, 405, error("MethodNotAllowed"));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function error(code: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

function send(res: ServerResponse, status: number, xml: string) {
  res.writeHead(status, { "Content-Type": "application/xml" }).end(xml);
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
