import { performance } from "node:perf_hooks";
import { patientOf, type LoggedAction } from "../../common/practice/engine";
import { sepsis, sepsisRun } from "./sepsis-case";

/**
 * The practice engine's cost in Node for a patient who changes: the sepsis case over two
 * simulated hours, with the good run's log. `at` (observations and NEWS2) and `monitorAt` (the
 * monitor's view: observations, outcome and alarms) are asked for every simulated second, as a
 * monitor polled once a second would; each is reported in milliseconds per simulated minute.
 * The patient is built once per log (`patientOf`), as each request to the session page does.
 */
export function engineCost({ minutes = 120, rounds = 5 } = {}) {
  const log: LoggedAction[] = sepsisRun.map(([actionId, at]) => ({
    actionId,
    offsetMs: at * 1000,
  }));
  const seconds = minutes * 60;
  const time = (work: () => void) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const results = { build: [] as number[], at: [] as number[], monitorAt: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    results.build.push(time(() => patientOf(sepsis, round, log)));
    const forAt = patientOf(sepsis, round, log)!;
    results.at.push(
      time(() => {
        for (let t = 0; t <= seconds; t++) forAt.at(t);
      }) / minutes,
    );
    const forMonitor = patientOf(sepsis, round, log)!;
    results.monitorAt.push(
      time(() => {
        for (let t = 0; t <= seconds; t++) forMonitor.monitorAt(t);
      }) / minutes,
    );
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    minutes,
    rounds,
    buildMs: median(results.build),
    atMsPerMinute: median(results.at),
    monitorAtMsPerMinute: median(results.monitorAt),
  };
}
