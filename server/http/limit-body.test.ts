import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../tests/support/app-process";

// 30 MB sent to the auth API of the built server over a real socket (decision 0044): the
// answer is 413 at once, before the body is read. With a declared length the server answers
// while the client has sent only the headers; with a chunked body it answers after the first
// 64 KB, while the client is still sending. The subject is the process: PGlite project only.
let app: AppProcess;

beforeAll(async () => {
  app = await startAppProcess();
});
afterAll(async () => {
  await app?.stop();
});

const thirtyMegabytes = 30 * 1024 * 1024;

async function open() {
  const socket = connect(app.port, "127.0.0.1");
  await new Promise((ready) => socket.once("connect", ready));
  let text = "";
  const answered = new Promise<string>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (text.includes("\r\n\r\n")) resolve(text);
    });
    socket.once("close", () => resolve(text));
    // The server closes while a chunked body is still coming: the client's next write meets
    // EPIPE or a reset. What counts is the answer it read, which "close" (always next) resolves.
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    setTimeout(() => reject(new Error(`no answer in 5 s; got ${JSON.stringify(text)}`)), 5_000);
  });
  return { socket, answered };
}

const headers = (extra: string) =>
  `POST /api/auth/sign-up/email HTTP/1.1\r\nHost: localhost:${app.port}\r\n` +
  `Origin: ${app.baseURL}\r\nContent-Type: application/json\r\n${extra}\r\n`;

const statusOf = (answer: string) => Number(answer.split(" ")[1]);

/** RSS of the server process, in bytes, from /proc (Linux). */
async function serverMemory() {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${app.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("a 30 MB body to the auth API", () => {
  it("is answered 413 on its declared length, before any of it is sent", async () => {
    const { socket, answered } = await open();
    const started = performance.now();
    socket.write(headers(`Content-Length: ${thirtyMegabytes}\r\n`));
    const answer = await answered;
    expect(statusOf(answer)).toBe(413);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(performance.now() - started).toBeLessThan(2_000);
    socket.destroy();
  });

  it("is answered 413 after the first 64 KB when chunked, while the client still sends", async () => {
    const before = await serverMemory();
    const { socket, answered } = await open();
    socket.write(headers("Transfer-Encoding: chunked\r\n"));
    const piece = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let done = false;
    const settled = answered.then(
      () => (done = true),
      () => (done = true),
    );
    socket.on("error", () => (done = true));
    while (!done && sent < thirtyMegabytes) {
      const flushed = socket.write(`${piece.length.toString(16)}\r\n`) && socket.write(piece);
      socket.write("\r\n");
      sent += piece.length;
      if (!flushed) {
        await Promise.race([new Promise((drained) => socket.once("drain", drained)), settled]);
      }
    }
    const answer = await answered;
    expect(statusOf(answer)).toBe(413);
    // What the kernel took before the answer: buffers on both sides, far below 30 MB.
    expect(sent).toBeLessThan(thirtyMegabytes / 2);
    socket.destroy();
    // Not buffered: the process grew by far less than the 30 MB offered.
    expect((await serverMemory()) - before).toBeLessThan(15 * 1024 * 1024);
  });
});
