import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";

/**
 * With two or more cores (and `taskset`), the server under test runs on core 1 and the load
 * generator (this process, autocannon included) on core 0. Left to the scheduler, the two take
 * turns on the same core in some runs and not in others, and the same server measured 30k or
 * 50k requests/s from one run to the next; pinned, each round measures the server.
 */
const canPin = availableParallelism() >= 2 && spawnSync("taskset", ["-V"]).status === 0;

/** The command and arguments that start `command` on the server's core, when pinning works. */
export function onServerCore(command: string, args: string[]): [string, string[]] {
  return canPin ? ["taskset", ["-c", "1", command, ...args]] : [command, args];
}

/** Moves this process, every thread of it, to the load generator's core; says whether it did. */
export function pinLoadGenerator() {
  if (!canPin) return false;
  return spawnSync("taskset", ["-a", "-c", "-p", "0", String(process.pid)]).status === 0;
}

/** Moves a running process, every thread of it, to the server's core; says whether it did. */
export function moveToServerCore(pid: number) {
  if (!canPin) return false;
  return spawnSync("taskset", ["-a", "-c", "-p", "1", String(pid)]).status === 0;
}

export const pinningNote = () =>
  canPin
    ? "Server pinned to core 1, load generator to core 0 (taskset)."
    : "Not pinned (one core, or no taskset): server and load generator share the cores.";
