import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { testOrigin } from "./http-session";
import type { TestApp } from "./test-app";

export type SocketAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * The app on a real loopback socket, as `serve.ts` runs it, so the client address is the
 * socket's. `from(address)` sends from that source address: Linux routes all of 127.0.0.0/8
 * to the loopback interface, so 127.0.0.2, 127.0.0.3… are distinct clients.
 */
export async function listenOnLoopback(subject: TestApp) {
  const server = http.createServer(getRequestListener(subject.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function send(
    localAddress: string,
    method: string,
    path: string,
    body?: string,
    type?: string,
    extraHeaders: http.OutgoingHttpHeaders = {},
  ) {
    return new Promise<SocketAnswer>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = {
        host: new URL(testOrigin).host,
        origin: testOrigin,
        connection: "close",
        ...extraHeaders,
      };
      if (body !== undefined) {
        headers["content-type"] = type;
        headers["content-length"] = Buffer.byteLength(body);
      }
      const request = http.request(
        { host: "127.0.0.1", port, method, path, localAddress, headers, agent: false },
        (response) => {
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

  return {
    from: (localAddress: string) => ({
      postJson: (path: string, body: unknown, headers?: http.OutgoingHttpHeaders) =>
        send(localAddress, "POST", path, JSON.stringify(body), "application/json", headers),
      postForm: (
        path: string,
        fields: Record<string, string> | URLSearchParams,
        headers?: http.OutgoingHttpHeaders,
      ) =>
        send(
          localAddress,
          "POST",
          path,
          new URLSearchParams(fields).toString(),
          "application/x-www-form-urlencoded",
          headers,
        ),
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `name=value` pairs of every cookie an answer sets. */
export const cookiesSetBy = (answer: SocketAnswer) =>
  (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0] ?? "");
