import { clockTicksPerSecond, cpuTicksOf } from "../support/measure";
import { countingApp } from "../support/queries-per-render";
import { runClosedLoop, type Script, type Step } from "./driver";

export type RouteCost = { label: string; cpuMicros: number; p50: number; queries: number };

/**
 * Each route of a visit on its own: the server's CPU time per request over `repeat` requests of
 * that route alone on one connection (in the mixed run the routes overlap, so its CPU cannot be
 * told apart), and the SQL statements one such request costs, counted on the same build and
 * database in this process.
 */
export async function routeCosts(
  server: { baseURL: string; databaseUrl: string; authSecret: string; pid: number },
  visit: Step[],
  repeat: number,
) {
  const labels = [...new Set(visit.map((step) => step.label))];
  const inProcess = await countingApp(server);
  const costs: RouteCost[] = [];
  try {
    for (const label of labels) {
      const steps = visit.filter((step) => step.label === label);
      const script: Script = function* () {
        for (;;) for (const step of steps) yield step;
      };
      const before = cpuTicksOf(server.pid);
      const figures = await runClosedLoop(server.baseURL, [script], {
        seconds: 600,
        requests: repeat,
      });
      const ticks = cpuTicksOf(server.pid) - before;
      const [step] = steps;
      const { queries } = await inProcess.request(step!.path, {
        method: step!.method,
        headers: step!.headers,
        body: step!.body,
        redirect: "manual",
      });
      costs.push({
        label,
        cpuMicros: Math.round((ticks * 1_000_000) / clockTicksPerSecond / figures.total),
        p50: figures.p50,
        queries,
      });
    }
  } finally {
    await inProcess.close();
  }
  return costs;
}
