import { randomInt } from "node:crypto";
import http from "node:http";

export type SocketAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * A browser-like client over real sockets to servers that run in other processes: it sends the
 * site's Origin and Host, keeps cookies, and connects from `localAddress` (Linux routes all of
 * 127.0.0.0/8 to loopback, so each address is another client). `to(base)` sends to a base URL
 * other than the site's: one instance behind the proxy, say.
 */
export function socketClient(siteUrl: string, localAddress = randomLoopbackAddress()) {
  const jar = new Map<string, string>();
  const site = new URL(siteUrl);

  function send(
    base: string,
    method: string,
    path: string,
    body?: string,
    type?: string,
    extra: http.OutgoingHttpHeaders = {},
  ) {
    const target = new URL(path, base);
    const headers: http.OutgoingHttpHeaders = { host: site.host, origin: site.origin, ...extra };
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) {
      headers["content-type"] = type;
      headers["content-length"] = Buffer.byteLength(body);
    }
    return new Promise<SocketAnswer>((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path: `${target.pathname}${target.search}`,
          localAddress,
          headers,
          agent: false,
        },
        (response) => {
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair = ""] = line.split(";");
            const [name = "", ...value] = pair.split("=");
            if (/max-age=0/i.test(line) || value.join("=") === "") jar.delete(name.trim());
            else jar.set(name.trim(), value.join("="));
          }
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  const over = (base: string) => ({
    get: (path: string) => send(base, "GET", path),
    postJson: (path: string, value: unknown) =>
      send(base, "POST", path, JSON.stringify(value), "application/json"),
    postForm: (path: string, fields: Record<string, string>) =>
      send(
        base,
        "POST",
        path,
        new URLSearchParams(fields).toString(),
        "application/x-www-form-urlencoded",
      ),
    post: (path: string, body: string, type: string, headers?: http.OutgoingHttpHeaders) =>
      send(base, "POST", path, body, type, headers),
  });
  return { ...over(siteUrl), to: over, localAddress, cookies: jar };
}

/** An address in 127.0.0.0/8 other than 127.0.0.1: a client no other test run is likely to be. */
export function randomLoopbackAddress() {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
