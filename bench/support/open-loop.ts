import { Agent, get } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export type OpenLoopFigure = {
  label: string;
  offeredRate: number;
  seconds: number;
  /** Answers per second actually received over the run. */
  achievedRate: number;
  p50: number;
  p99: number;
  /** Requests that failed at the network level or took longer than the timeout. */
  errors: number;
  /** Answers with another status than expected (2xx unless `expectStatus`). */
  unexpectedStatus: number;
  /** Every answer: its status and milliseconds from when it was due (0: a network error). */
  samples: { status: number; ms: number }[];
};

/**
 * Sends GET requests at a fixed rate, evenly spaced, whether or not earlier ones have been
 * answered (an open loop, as visitors arrive), and times each from the moment it was due, so a
 * stalled server shows in the latency instead of slowing the load (coordinated omission).
 * autocannon's `overallRate` is not this: each connection sends its share of a second's
 * requests back to back when the second starts, then waits, so the server meets a burst each
 * second; and its correction assumes 1 ms between requests, adding made-up samples.
 */
export async function openLoop(
  label: string,
  url: string,
  options: { rate: number; seconds: number; headers?: Record<string, string> },
): Promise<OpenLoopFigure> {
  const agent = new Agent({ keepAlive: true });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const samples: { status: number; ms: number }[] = [];
  let errors = 0;
  let unexpectedStatus = 0;
  const start = performance.now();
  const answers: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const answer = send(url, options.headers ?? {}, agent).then(
      (status) => {
        const ms = performance.now() - due;
        latencies.push(ms);
        samples.push({ status, ms });
        if (status < 200 || status >= 300) unexpectedStatus++;
      },
      () => {
        errors++;
        samples.push({ status: 0, ms: performance.now() - due });
      },
    );
    answers.push(answer);
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round((latencies[Math.ceil((p / 100) * latencies.length) - 1] ?? NaN) * 10) / 10;
  return {
    label,
    offeredRate: options.rate,
    seconds: options.seconds,
    achievedRate: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: percentile(50),
    p99: percentile(99),
    errors,
    unexpectedStatus,
    samples,
  };
}

const timeoutMs = 10_000;

/** One GET, its body read to the end; resolves with the status. */
function send(url: string, headers: Record<string, string>, agent: Agent) {
  return new Promise<number>((resolve, reject) => {
    const request = get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
      response.resume();
    });
    request.on("timeout", () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}
