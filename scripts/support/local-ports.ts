import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * A port nobody listens on now (the kernel's choice), so servers started by tests, benches and
 * `npm run cluster` do not collide with each other or with anything else on the machine.
 */
export function freePort(host = "127.0.0.1") {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Waits until `url` answers 2xx, failing as soon as `child` exits (its name says which one
 * in the error). On time-out the child is stopped unless `keepOnTimeout` is set.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  { name = "server", timeoutMs = 120_000, keepOnTimeout = false } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!keepOnTimeout) child.kill();
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}
