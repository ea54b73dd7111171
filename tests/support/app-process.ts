import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForHealth } from "../../scripts/support/local-ports";

export { freePort, waitForHealth };

export type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;

/**
 * The built server (`server/main.ts`, as `npm start` runs it) as a process of its own on a
 * random port, for tests that kill it, stop its database or signal it. `DATA_DIR` is a fresh
 * directory unless given (a restart passes the same one).
 */
export async function startAppProcess(env: Record<string, string> = {}) {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "clinova-process-"));
  const stderr: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: baseURL,
      LOG_LEVEL: "warn",
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  try {
    await waitForHealth(`${baseURL}/api/health`, child);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr.join("")}${output.join("")}`);
  }
  return {
    baseURL,
    port,
    dataDir,
    pid: child.pid!,
    child,
    exited,
    /** What the server logged (pino's JSON lines), for checks on its warnings. */
    log: () => output.join("") + stderr.join(""),
    /** Sends a signal; `exited` tells how the process ended. */
    signal: (name: NodeJS.Signals) => child.kill(name),
    /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
