import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { pinLoadGenerator, pinningNote } from "./support/cores";
import { openLoop } from "./support/open-loop";
import { defaultAdmission } from "../server/http/admission-control";
import { startClinova } from "./render/clinova";
import { findCapacity, type Probe } from "./capacity/find-capacity";
import { printBurst, printPauses, printSteadyRuns, summarise } from "./capacity/report";

// `npm run bench:capacity` (issue 33, decision 0071): the lesson player's capacity on this
// machine (the highest open-loop rate it still answers entirely, with p99 ≤ 500 ms), its tail at
// 50% and 80% of it, and what admission control does at 2× it: the pages it serves, the 503s it
// answers at once, health throughout, and the first second after the burst. One run, ratios
// only, so the figures compare across machines. Server on one core, load on the other.
// BENCH_SECONDS (10) per steady run; BENCH_PROBE_SECONDS (4) per capacity probe. Capacity and
// the steady runs are measured with the default limits (generous: they shed nothing below
// capacity); the burst, on a second server with RENDERS_IN_FLIGHT / RENDERS_QUEUED when set
// (the limits under test), so tight limits do not lower the capacity they are judged against.
if (buildIsStale()) build();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const probeSeconds = Number(process.env.BENCH_PROBE_SECONDS ?? 4);
const limits = Object.fromEntries(
  ["RENDERS_IN_FLIGHT", "RENDERS_QUEUED"].flatMap((name) =>
    process.env[name] ? [[name, process.env[name]!]] : [],
  ),
);
pinLoadGenerator();

/** The lesson player at a fixed rate on a server of its own, warmed up first. */
async function playerServer(env: Record<string, string>) {
  const clinova = await startClinova(process.execPath, env);
  const url = `${clinova.baseURL}${clinova.player}`;
  const headers = { cookie: clinova.cookie, "accept-encoding": "gzip" };
  const run = (label: string, rate: number, runSeconds: number) =>
    openLoop(label, url, { rate, seconds: runSeconds, headers });
  await run("warm-up", 20, 3);
  return { clinova, run };
}

// Explicitly: the server's environment inherits this process's, limits under test included.
let { clinova, run } = await playerServer({
  RENDERS_IN_FLIGHT: String(defaultAdmission.maxInFlight),
  RENDERS_QUEUED: String(defaultAdmission.maxQueued),
});
try {
  const probes: Probe[] = [];
  const capacity = await findCapacity(async (rate) => {
    const figure = summarise(await run(`probe at ${rate}/s`, rate, probeSeconds));
    probes.push({ rate, ...figure });
    return figure;
  });
  console.log(`\nCapacity probes (${probeSeconds} s each, lesson player, open loop):`);
  console.log(
    "| offered /s | answered 2xx | other status | network errors | p50 (ms) | p99 (ms) |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const probe of probes) {
    console.log(
      `| ${probe.rate} | ${probe.served} | ${probe.otherStatus} | ${probe.networkErrors} | ${probe.p50} | ${probe.p99} |`,
    );
  }
  console.log(`\nCapacity: ${capacity} requests/s (every answer 2xx, p99 ≤ 500 ms).`);

  // The server's garbage collections during each steady run (it runs with --trace-gc): where
  // the slowest answers fall (decision 0022).
  const withPauses = async (share: number) => {
    const pauses = clinova.markCompacts.pausesSince();
    const figure = summarise(
      await run(`${share}%`, Math.max(1, Math.round((capacity * share) / 100)), seconds),
    );
    return { figure, pauses: pauses() };
  };
  const halfRun = await withPauses(50);
  const mostRun = await withPauses(80);
  const [half, most] = [halfRun.figure, mostRun.figure];
  printPauses([
    { share: "50%", pauses: halfRun.pauses },
    { share: "80%", pauses: mostRun.pauses },
  ]);
  printSteadyRuns(capacity, seconds, [
    { share: "50%", figure: half, goals: { p99OverP50: 3, maxOverP50: 10 } },
    { share: "80%", figure: most, goals: { p99OverP50: 5 } },
  ]);

  // 2× capacity under the limits under test, with /api/health asked ten times a second beside it.
  await clinova.stop();
  ({ clinova, run } = await playerServer(limits));
  // Below capacity the limits should refuse nothing: 80% again, under them.
  const mostUnderLimits = summarise(
    await run("80% under the limits", Math.max(1, Math.round(capacity * 0.8)), seconds),
  );
  const [burst, health] = await Promise.all([
    run("200%", capacity * 2, seconds),
    openLoop("health", `${clinova.baseURL}/api/health`, { rate: 10, seconds }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = summarise(await run("after", Math.max(1, Math.round(capacity * 0.5)), 3));
  printBurst({
    capacity,
    seconds,
    burst: summarise(burst),
    health: summarise(health),
    after,
    p99At80: most.p99,
    at80UnderLimits: mostUnderLimits,
    limits: {
      inFlight: limits.RENDERS_IN_FLIGHT ?? `${defaultAdmission.maxInFlight} (default)`,
      queued: limits.RENDERS_QUEUED ?? `${defaultAdmission.maxQueued} (default)`,
    },
  });
  console.log(`\n${pinningNote()}`);
} finally {
  await clinova.stop();
}
