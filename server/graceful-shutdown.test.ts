import { connect, type Socket } from "node:net";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../tests/support/app-process";
import { openDatabase } from "./db/client";
import { contactSubmissions } from "./db/schema/index";

// SIGTERM while a slow request is in flight (decision 0030): the request completes
// and its write is kept, the listener refuses new connections at once, and the process exits 0.
// The subject is the process (server/serve.ts): this runs once, in the PGlite project.
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop();
});

const refusesConnections = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED"));
  });

const responseOf = (socket: Socket) =>
  new Promise<string>((done, fail) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.once("end", () => done(text));
    socket.once("error", fail);
  });

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("graceful shutdown", () => {
  it("drains the request in flight, refuses new ones, then exits", async () => {
    app = await startAppProcess();
    const body = new URLSearchParams({
      firstName: "Idris",
      lastName: "Baker",
      email: "idris.baker@example.org",
      phoneNumber: "",
      message: "Sent slowly, over a poor connection, while the server is asked to stop.",
    }).toString();
    const half = Math.floor(body.length / 2);

    // A slow upload: the headers and half the body now, the rest after SIGTERM.
    const socket = connect(app.port, "127.0.0.1");
    await new Promise((ready) => socket.once("connect", ready));
    const response = responseOf(socket);
    socket.write(
      [
        "POST /contact HTTP/1.1",
        `Host: localhost:${app.port}`,
        `Origin: ${app.baseURL}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Connection: close",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "",
        body.slice(0, half),
      ].join("\r\n"),
    );
    await new Promise((wait) => setTimeout(wait, 300));

    app.signal("SIGTERM");
    await expect.poll(() => refusesConnections(app!.port), { timeout: 5000 }).toBe(true);
    expect(app.child.exitCode).toBeNull();

    // Written, not ended: a client's FIN would abort its own request.
    socket.write(body.slice(half));
    expect(await response).toMatch(/^HTTP\/1\.1 302 /);
    expect((await app.exited).code).toBe(0);

    const database = openDatabase({ dataDir: resolve(app.dataDir, "pglite") });
    try {
      const rows = await database.db.select().from(contactSubmissions);
      expect(rows.map((row) => row.email)).toEqual(["idris.baker@example.org"]);
    } finally {
      await database.close();
      app = undefined;
    }
  }, 180_000);
});
