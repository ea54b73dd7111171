import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./app-process";

/**
 * A redis-server of the test's own on a random loopback port, never the shared one, so a test
 * can kill it: `kill()` is SIGKILL, `start()` brings it back on the same port (empty).
 */
export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    const server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      let seen = "";
      server.stdout!.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes("Ready to accept connections")) resolve();
      });
      server.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  }

  async function kill() {
    const server = child;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGKILL");
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, kill };
}
