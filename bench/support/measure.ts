import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { onServerCore } from "./cores";

export type Figure = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers with another status than expected: not 2xx, or not `expectStatus` when given. */
  non2xx: number;
  /** The server process's CPU time (user + system) per request, when its pid was given. */
  cpuMicrosPerRequest?: number;
};

/** Runs autocannon against one URL and keeps the figures we report. */
export async function measure(
  label: string,
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    serverPid?: number;
    method?: "GET" | "POST";
    body?: string;
    /** The status every answer should have, when it is not a 2xx (a form post's 303). */
    expectStatus?: number;
  } = {},
): Promise<Figure> {
  const cpuBefore = options.serverPid ? cpuTicksOf(options.serverPid) : undefined;
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
    headers: options.headers,
    method: options.method ?? "GET",
    ...(options.body !== undefined && { body: options.body }),
  });
  const expected = options.expectStatus
    ? (result.statusCodeStats?.[`${options.expectStatus}` as const]?.count ?? 0)
    : result.requests.total - result.non2xx;
  const figure: Figure = {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.requests.total - expected,
  };
  if (options.serverPid && cpuBefore !== undefined && result.requests.total > 0) {
    const ticks = cpuTicksOf(options.serverPid) - cpuBefore;
    figure.cpuMicrosPerRequest =
      Math.round(((ticks * 1_000_000) / clockTicksPerSecond / result.requests.total) * 10) / 10;
  }
  return figure;
}

// Linux reports process times in clock ticks; USER_HZ is 100 on every mainstream kernel.
export const clockTicksPerSecond = 100;
export function cpuTicksOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

export function printFigures(figures: Figure[]) {
  const withCpu = figures.some((f) => f.cpuMicrosPerRequest !== undefined);
  const cpuHead = withCpu ? " server CPU per request (µs) |" : "";
  console.log(
    `\n| target | requests/s | p99 (ms) | unexpected status |${cpuHead}\n| --- | ---: | ---: | ---: |${withCpu ? " ---: |" : ""}`,
  );
  for (const f of figures) {
    const cpu = withCpu ? ` ${f.cpuMicrosPerRequest ?? ""} |` : "";
    console.log(`| ${f.label} | ${f.requestsPerSecond} | ${f.p99} | ${f.non2xx} |${cpu}`);
  }
}

/**
 * Starts a Node process (this one's binary unless `node` names another) on the server's core and
 * resolves once `readyUrl` answers. `pipeStdout` keeps its standard output readable (a GC trace).
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  node = process.execPath,
  pipeStdout = false,
) {
  const [command, commandArgs] = onServerCore(node, args);
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ["ignore", pipeStdout ? "pipe" : "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${args.join(" ")} did not become ready at ${readyUrl}`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export type Target = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  serverPid?: number;
  expectStatus?: number;
};

/**
 * Measures each target in turn for several rounds and keeps each one's median round, so a burst
 * of other work on the machine skews one round of every target rather than one target.
 */
export async function measureInRounds(
  targets: Target[],
  rounds: number,
  seconds: number,
  connections = 10,
) {
  const samples = new Map<string, Figure[]>();
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const figure = await measure(target.label, target.url, {
        seconds,
        connections,
        headers: target.headers,
        serverPid: target.serverPid,
        expectStatus: target.expectStatus,
      });
      samples.set(target.label, [...(samples.get(target.label) ?? []), figure]);
    }
  }
  return targets.map((target) => {
    const sorted = [...samples.get(target.label)!].sort(
      (a, b) => a.requestsPerSecond - b.requestsPerSecond,
    );
    return sorted[Math.floor(sorted.length / 2)]!;
  });
}
