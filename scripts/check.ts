import { spawn, spawnSync } from "node:child_process";

// `npm run check`: the route types first (the type checks read them), then the two type checks,
// the linter and the format check side by side. Each is single-threaded: one after the other
// they took 205 s on CI's two cores. Each one's output is printed whole when it ends, so they
// never interleave, and the check fails if any of them does.
const env = { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` };

const typegen = spawnSync("react-router", ["typegen"], { stdio: "inherit", env });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

const steps: [string, string[]][] = [
  ["tsc", []],
  ["tsc", ["-p", "tsconfig.sw.json"]],
  ["eslint", ["."]],
  ["prettier", ["--check", "."]],
];

function run([command, args]: [string, string[]]) {
  const started = performance.now();
  const child = spawn(command, args, { env });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<boolean>((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const name = [command, ...args].join(" ");
      console.log(`\n${code === 0 ? "✓" : "✗"} ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(steps.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
