import { spawnSync } from "node:child_process";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { pinLoadGenerator, pinningNote } from "./support/cores";
import { measure, measureInRounds, stopProcess } from "./support/measure";
import { openLoop } from "./support/open-loop";
import { queriesPerRender } from "./support/queries-per-render";
import { responseSize } from "./support/response-size";
import { largeCourse, smallCourse, startClinova } from "./render/clinova";
import { buildFloor, startFloor } from "./render/floor";
import { printOpenLoop, printQueries, printRenderTable } from "./render/report";
import { renderTargets } from "./render/targets";

// `npm run bench:render` (decision 0020): server CPU per request of Clinova's pages as a multiple of
// F, a bare React Router page of the same size, both servers on one core, in one run.
// BENCH_SECONDS (10) per closed-loop measurement, three times that at the fixed rate;
// BENCH_ROUNDS (3) interleaved rounds; BENCH_NODE, another Node binary to serve both apps.
if (buildIsStale()) build();
buildFloor();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const openLoopSeconds = 3 * seconds;
const node = process.env.BENCH_NODE ?? process.execPath;
const versionCheck = spawnSync(node, ["--version"], { encoding: "utf8" });
if (versionCheck.status !== 0) throw new Error(`BENCH_NODE=${node} does not run`);
const nodeVersion = versionCheck.stdout.trim();
const floorPort = 3911;
pinLoadGenerator();

const floor = await startFloor(node, floorPort);
const clinova = await startClinova(node).catch(async (error: unknown) => {
  await stopProcess(floor.child);
  throw error;
});

try {
  const { targets, player } = renderTargets(
    `http://127.0.0.1:${floorPort}/`,
    floor.child.pid!,
    clinova,
  );
  const sizes = [];
  for (const target of targets) {
    const size = await responseSize(target.url, target.headers);
    if (size.status !== (target.expectStatus ?? 200)) {
      throw new Error(`${target.label} answered ${size.status}`);
    }
    sizes.push(size);
  }
  const [smallQueries, largeQueries] = await queriesPerRender(clinova, clinova.cookie, [
    clinova.smallPlayer,
    clinova.player,
  ]);

  for (const target of targets) {
    await measure("warm-up", target.url, { seconds: 2, headers: target.headers });
  }
  const figures = await measureInRounds(targets, rounds, seconds);
  // F at the same rate shows what the framework alone leaves of the latency; the full garbage
  // collections counted during each run are where the slowest answers fall (decision 0022).
  const atRate = async (
    label: string,
    target: { url: string; headers?: Record<string, string> },
    server: { markCompacts: { since(): () => number } },
  ) => {
    const markCompacts = server.markCompacts.since();
    const figure = await openLoop(label, target.url, {
      rate: 100,
      seconds: openLoopSeconds,
      headers: target.headers,
    });
    return { ...figure, markCompacts: markCompacts() };
  };
  const floorAtRate = await atRate("F: bare React Router page", targets[0]!, floor);
  const playerAtRate = await atRate("lesson player, full HTML", player, clinova);

  console.log(`\nServed by Node ${nodeVersion} (${node}). ${pinningNote()}`);
  console.log(
    `Closed loop: medians of ${rounds} interleaved rounds of ${seconds} s each, 10 connections.`,
  );
  printRenderTable(targets, figures, sizes);
  printOpenLoop([floorAtRate, playerAtRate]);
  const shape = (course: typeof largeCourse) => `${course.modules} × ${course.lessonsPerModule}`;
  printQueries({ small: smallQueries!, large: largeQueries! }, [
    shape(smallCourse),
    shape(largeCourse),
  ]);
} finally {
  await clinova.stop();
  await stopProcess(floor.child);
}
