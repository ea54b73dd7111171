import { existsSync } from "node:fs";
import { buildIsStale } from "./build-freshness";
import { build } from "./build";

// `npm start` builds when needed, then runs the server in this same process (one PID to stop).
// The server ends its start-up with "Clinova is running at <url>" (server/serve.ts).
if (buildIsStale()) {
  console.log(
    existsSync("build/server/index.js")
      ? "Building Clinova: the sources changed since the last build (about a minute)..."
      : "Building Clinova for its first start (about a minute)...",
  );
  build();
}
await import("../server/main");
