import { buildIsStale } from "./build-freshness";
import { build } from "./build";

// `npm start` builds when needed, then runs the server in this same process (one PID to stop).
if (buildIsStale()) {
  console.log("Building Clinova (sources changed since the last build)...");
  build();
}
await import("../server/main");
