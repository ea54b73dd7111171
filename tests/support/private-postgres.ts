import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./app-process";

const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temporary directory, on a random
 * loopback port, its socket in that directory), so a test may stop it: never the shared server
 * on 5432. PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
 */
export async function startPrivatePostgres() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "clinova-private-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  const asOwner = (command: string, args: string[]) => {
    const [file, argv] =
      process.getuid?.() === 0
        ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
        : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"], cwd: dir });
  };
  asOwner("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asOwner("pg_ctl", ["-D", dataDir, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  /** `fast`: sessions are ended and in-flight statements fail, as in a real shutdown. */
  const stop = (mode: "fast" | "immediate" = "fast") =>
    asOwner("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    /** Stops it for good; the directory is left in the temporary folder. */
    async destroy() {
      try {
        stop("immediate");
      } catch {
        // already stopped
      }
    },
  };
}
