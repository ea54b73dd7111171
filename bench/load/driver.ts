import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";

/** One request of a virtual user's script; `label` groups it in the figures. */
export type Step = {
  label: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A status other than 2xx or 3xx counts as an error; `expect` narrows that further. */
  expect?: number;
};

export type Answer = { status: number; headers: IncomingHttpHeaders };

/**
 * A virtual user: a generator of steps, each given the answer to the previous one (a redirect's
 * `Location`, say), and told `undefined` after a socket error.
 */
export type Script = () => Generator<Step, never, Answer | undefined>;

export type RouteFigures = {
  label: string;
  count: number;
  /** Milliseconds, from writing the request to reading the last byte of the answer. */
  p50: number;
  p99: number;
  max: number;
  /** Answers with another status than expected (non-2xx/3xx, or not `expect`). */
  badStatus: number;
  /** Socket errors and timeouts: no answer at all. */
  socketErrors: number;
  /** The first few unexpected statuses and socket errors, to say what went wrong. */
  examples: string[];
};

const timeoutMs = 10_000;

/**
 * Runs `scripts.length` virtual users in a closed loop, each on one keep-alive connection of its
 * own (its session's cookie in its script): each sends its next request when the previous one has
 * been answered, until `seconds` have passed (or it has sent `requests`). Requests still in flight
 * at the deadline complete and count.
 */
export async function runClosedLoop(
  baseURL: string,
  scripts: Script[],
  { seconds, requests = Infinity }: { seconds: number; requests?: number },
) {
  const samples = new Map<
    string,
    { latencies: number[]; bad: number; socket: number; examples: string[] }
  >();
  const recordOf = (label: string) => {
    let record = samples.get(label);
    if (!record) {
      record = { latencies: [], bad: 0, socket: 0, examples: [] };
      samples.set(label, record);
    }
    return record;
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    scripts.map(async (script) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const steps = script();
      let answer: Answer | undefined;
      try {
        for (let sent = 0; sent < requests && performance.now() < deadline; sent++) {
          const step = steps.next(answer).value;
          const record = recordOf(step.label);
          const sentAt = performance.now();
          try {
            answer = await send(baseURL, step, agent);
            record.latencies.push(performance.now() - sentAt);
            if (!statusExpected(answer.status, step.expect)) {
              record.bad++;
              if (record.examples.length < 3) {
                record.examples.push(`${step.method} ${step.path} answered ${answer.status}`);
              }
            }
          } catch (error) {
            answer = undefined;
            record.socket++;
            if (record.examples.length < 3) {
              record.examples.push(`${step.method} ${step.path}: ${(error as Error).message}`);
            }
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const routes: RouteFigures[] = [...samples].map(([label, record]) => {
    const sorted = record.latencies.sort((a, b) => a - b);
    return {
      label,
      count: sorted.length + record.socket,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: round(sorted.at(-1) ?? NaN),
      badStatus: record.bad,
      socketErrors: record.socket,
      examples: record.examples,
    };
  });
  const all = [...samples.values()].flatMap((record) => record.latencies).sort((a, b) => a - b);
  const total = routes.reduce((sum, route) => sum + route.count, 0);
  return {
    elapsedSeconds,
    total,
    requestsPerSecond: round(total / elapsedSeconds),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: routes.reduce((sum, route) => sum + route.badStatus + route.socketErrors, 0),
    routes,
  };
}

export type LoadFigures = Awaited<ReturnType<typeof runClosedLoop>>;

function statusExpected(status: number, expect: number | undefined) {
  return expect === undefined ? status >= 200 && status < 400 : status === expect;
}

const round = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: number[], p: number) {
  return round(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? NaN);
}

/**
 * One request on the user's connection, its body read to the end. `localhost` is reached at
 * 127.0.0.1 (where the server listens) with the `Host` a browser would send.
 */
function send(baseURL: string, step: Step, agent: Agent) {
  return new Promise<Answer>((resolve, reject) => {
    const base = new URL(baseURL);
    const headers: Record<string, string> = { host: base.host, ...step.headers };
    if (step.body !== undefined) headers["content-length"] = String(Buffer.byteLength(step.body));
    const hostname = base.hostname === "localhost" ? "127.0.0.1" : base.hostname;
    const request = httpRequest(
      {
        hostname,
        port: base.port,
        path: step.path,
        method: step.method,
        agent,
        headers,
        timeout: timeoutMs,
      },
      (response) => {
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
        response.on("error", reject);
        response.resume();
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(step.body);
  });
}
