import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

// The development pages over real sockets, as `npm start` serves them: the mailbox lists reset
// links, so only a browser on this machine naming a localhost host may read it (decision 0013).

const mailboxText = "No SMTP server is configured";
/** This machine's first address that is not loopback: a peer the kernel reports as itself. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

type Listening = { subject: TestApp; server: Server; port: number };
const started: Listening[] = [];

/**
 * The app on a real listener on every interface, as it listens when HOST=0.0.0.0, with the
 * public page cache on as in production.
 */
async function listenEverywhere(env: Record<string, string> = {}): Promise<Listening> {
  const subject = await startTestApp(env, undefined, { pageCacheTtlMs: 30_000 });
  const server = createServer(getRequestListener(subject.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  const listening = { subject, server, port: (server.address() as AddressInfo).port };
  started.push(listening);
  return listening;
}

/** One request from `from` (also the address connected to) with exactly the Host given. */
function send(
  port: number,
  path: string,
  options: { from: string; host: string; method?: string; body?: string },
) {
  return new Promise<{ status: number; body: string; pageCache?: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: options.from,
        localAddress: options.from,
        port,
        path,
        method: options.method ?? "GET",
        headers: {
          host: options.host,
          ...(options.body
            ? { "content-type": "application/x-www-form-urlencoded" }
            : { "content-length": "0" }),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            pageCache: response.headers["x-page-cache"] as string | undefined,
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

let local: Listening;

beforeAll(async () => {
  local = await listenEverywhere();
});

afterAll(async () => {
  for (const { server, subject } of started) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await subject.close();
  }
});

describe("development pages on a localhost APP_URL without SMTP_URL", () => {
  it("answer a loopback request naming a localhost host, never from the page cache", async () => {
    for (const host of [`localhost:${local.port}`, `127.0.0.1:${local.port}`, "localhost"]) {
      const mailbox = await send(local.port, "/dev/mailbox", { from: "127.0.0.1", host });
      expect(mailbox.status, host).toBe(200);
      expect(mailbox.body).toContain(mailboxText);
      expect(mailbox.pageCache).toBeUndefined();
    }
    const ui = await send(local.port, "/dev/ui", {
      from: "127.0.0.1",
      host: `localhost:${local.port}`,
    });
    expect(ui.status).toBe(200);
  });

  it("are not found for a loopback request with a forged Host", async () => {
    const host = "clinova.example.com";
    for (const path of ["/dev/mailbox", "/dev/mailbox.data", "/dev/ui", "/dev/ui.data"]) {
      const answer = await send(local.port, path, { from: "127.0.0.1", host });
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain(mailboxText);
    }
    const action = await send(local.port, "/dev/ui", {
      from: "127.0.0.1",
      host,
      method: "POST",
      body: "",
    });
    expect(action.status).toBe(404);
  });

  // Skipped only on a machine without a non-loopback interface: no request can come from outside
  // there. The forged-Host and in-process cases still run everywhere.
  it.skipIf(!outsideAddress)(
    "are not found from a non-loopback source address, whatever the Host says",
    async () => {
      const from = outsideAddress!;
      for (const host of [
        `localhost:${local.port}`,
        "clinova.example.com",
        `${from}:${local.port}`,
      ]) {
        const mailbox = await send(local.port, "/dev/mailbox", { from, host });
        expect(mailbox.status, host).toBe(404);
        expect(mailbox.body).not.toContain(mailboxText);
        expect((await send(local.port, "/dev/ui", { from, host })).status, host).toBe(404);
        const action = await send(local.port, "/dev/ui", { from, host, method: "POST", body: "" });
        expect(action.status, host).toBe(404);
      }
    },
  );

  it("are not found for in-process requests, which have no socket to vouch for them", async () => {
    const response = await local.subject.request("http://localhost:3000/dev/mailbox");
    expect(response.status).toBe(404);
  });
});

describe("the mailbox with SMTP_URL set", () => {
  it("is not found even for a loopback request naming localhost", async () => {
    const smtp = await listenEverywhere({ SMTP_URL: "smtp://127.0.0.1:2525" });
    const host = `localhost:${smtp.port}`;
    const mailbox = await send(smtp.port, "/dev/mailbox", { from: "127.0.0.1", host });
    expect(mailbox.status).toBe(404);
    expect(mailbox.body).not.toContain(mailboxText);
    expect((await send(smtp.port, "/dev/ui", { from: "127.0.0.1", host })).status).toBe(200);
  });
});

describe("development pages on a public APP_URL", () => {
  it("are not found even for a loopback request naming localhost", async () => {
    const deployed = await listenEverywhere({ APP_URL: "https://clinova.example.com" });
    const host = `localhost:${deployed.port}`;
    expect((await send(deployed.port, "/dev/mailbox", { from: "127.0.0.1", host })).status).toBe(
      404,
    );
    expect((await send(deployed.port, "/dev/ui", { from: "127.0.0.1", host })).status).toBe(404);
  });
});
