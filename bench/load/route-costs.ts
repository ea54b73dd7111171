import { clockTicksPerSecond, cpuTicksOf } from "../support/measure";
import { runClosedLoop, type Script, type Step } from "./driver";

/**
 * The server's CPU time per request of each route on its own: one learner's visit replayed on
 * one connection, `repeat` requests of each route in turn, the server's CPU counted around them.
 * Where the mixed run's CPU goes, route by route (in a closed loop the routes overlap).
 */
export async function routeCosts(
  baseURL: string,
  serverPid: number,
  visit: Step[],
  repeat: number,
) {
  const labels = [...new Set(visit.map((step) => step.label))];
  const costs: { label: string; cpuMicros: number; p50: number }[] = [];
  for (const label of labels) {
    const steps = visit.filter((step) => step.label === label);
    const script: Script = function* () {
      for (;;) for (const step of steps) yield step;
    };
    const before = cpuTicksOf(serverPid);
    const figures = await runClosedLoop(baseURL, [script], { seconds: 600, requests: repeat });
    const ticks = cpuTicksOf(serverPid) - before;
    costs.push({
      label,
      cpuMicros: Math.round((ticks * 1_000_000) / clockTicksPerSecond / figures.total),
      p50: figures.p50,
    });
  }
  return costs;
}
