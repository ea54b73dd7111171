import { readFileSync } from "node:fs";
import { clockTicksPerSecond, cpuTicksOf } from "../support/measure";

/** Busy and total clock ticks of the whole machine, every core (the first line of /proc/stat). */
function machineTicks() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/**
 * Where the machine's CPU went while a run lasted, in cores (1.0 = one core busy the whole
 * time): the server under test, this process (the load generator), and everything else, which
 * is PostgreSQL and whatever other work shares the machine.
 */
export function cpuShares(serverPid: number) {
  const started = performance.now();
  const machine = machineTicks();
  const server = cpuTicksOf(serverPid);
  const generator = process.cpuUsage();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const cores = (ticks: number) => ticks / clockTicksPerSecond / seconds;
    const now = machineTicks();
    const serverCores = cores(cpuTicksOf(serverPid) - server);
    const used = process.cpuUsage(generator);
    const generatorCores = (used.user + used.system) / 1_000_000 / seconds;
    const busyCores = cores(now.busy - machine.busy);
    return {
      server: serverCores,
      generator: generatorCores,
      rest: Math.max(0, busyCores - serverCores - generatorCores),
      busy: busyCores,
    };
  };
}

export type CpuShares = ReturnType<ReturnType<typeof cpuShares>>;
