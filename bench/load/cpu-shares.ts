import { readFileSync } from "node:fs";
import { clockTicksPerSecond, cpuTicksOf } from "../support/measure";

/** Busy clock ticks of the whole machine, every core (the first line of /proc/stat). */
function machineBusyTicks() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** CPU ticks of each process still running, by pid. */
function ticksByPid(pids: number[]) {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      ticks.set(pid, cpuTicksOf(pid));
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

/**
 * Where the machine's CPU went while a run lasted, in cores (1.0 = one core busy the whole
 * time): the server under test, the PostgreSQL backends serving its database (`databasePids`
 * lists them, read before and after), this process (the load generator), and the rest of the
 * machine, which is other work sharing it: the noise.
 */
export async function cpuShares(serverPid: number, databasePids: () => Promise<number[]>) {
  const started = performance.now();
  const machine = machineBusyTicks();
  const server = cpuTicksOf(serverPid);
  const database = ticksByPid(await databasePids());
  const generator = process.cpuUsage();
  return async () => {
    const seconds = (performance.now() - started) / 1000;
    const cores = (ticks: number) => ticks / clockTicksPerSecond / seconds;
    const busyCores = cores(machineBusyTicks() - machine);
    const serverCores = cores(cpuTicksOf(serverPid) - server);
    const used = process.cpuUsage(generator);
    const generatorCores = (used.user + used.system) / 1_000_000 / seconds;
    let databaseTicks = 0;
    for (const [pid, ticks] of ticksByPid(await databasePids())) {
      databaseTicks += ticks - (database.get(pid) ?? 0);
    }
    const databaseCores = cores(databaseTicks);
    return {
      server: serverCores,
      database: databaseCores,
      generator: generatorCores,
      rest: Math.max(0, busyCores - serverCores - databaseCores - generatorCores),
      busy: busyCores,
    };
  };
}

export type CpuShares = Awaited<ReturnType<Awaited<ReturnType<typeof cpuShares>>>>;
