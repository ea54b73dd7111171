import { existsSync } from "node:fs";
import { buildIsStale } from "./build-freshness";
import { build } from "./build";

// `npm start` builds when needed, then runs the server in this same process (one PID to stop).
if (buildIsStale()) {
  console.log(
    existsSync("build/server/index.js")
      ? "Building Clinova: the sources changed since the last build (about a minute)..."
      : "Building Clinova for its first start (about a minute)...",
  );
  build();
}
const { listening } = await import("../server/main");
// The log lines above are JSON for machines; this one is for the person who typed `npm start`.
console.log(`Clinova is running at ${await listening}`);
