import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";

export type Figure = { label: string; requestsPerSecond: number; p99: number; non2xx: number };

/** Runs autocannon against one URL and keeps the figures we report. */
export async function measure(
  label: string,
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
    headers: options.headers,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export function printFigures(figures: Figure[]) {
  console.log("\n| target | requests/s | p99 (ms) | non-2xx |\n| --- | ---: | ---: | ---: |");
  for (const f of figures)
    console.log(`| ${f.label} | ${f.requestsPerSecond} | ${f.p99} | ${f.non2xx} |`);
}

/** Starts a Node process and resolves once `readyUrl` answers. */
export async function startProcess(args: string[], env: Record<string, string>, readyUrl: string) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
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

type Target = { label: string; url: string; headers?: Record<string, string> };

/**
 * Measures each target in turn for several rounds and keeps each one's median round, so a burst
 * of other work on the machine skews one round of every target rather than one target.
 */
export async function measureInRounds(targets: Target[], rounds: number, seconds: number) {
  const samples = new Map<string, Figure[]>();
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const figure = await measure(target.label, target.url, { seconds, headers: target.headers });
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
