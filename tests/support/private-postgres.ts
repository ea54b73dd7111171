import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./app-process";

const run = promisify(execFile);
const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temporary directory, on a random
 * loopback port, its socket in that directory), so a test may stop it: never the shared server
 * on 5432. PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
 * `start` and `stop` wait for pg_ctl without blocking this process, so requests in flight in the
 * test go on being answered meanwhile.
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
    return run(file, argv, { cwd: dir }).then(() => undefined);
  };
  await asOwner("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asOwner("pg_ctl", ["-D", dataDir, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  /** `fast`: sessions are ended and in-flight statements fail, as in a real shutdown. */
  const stop = (mode: "fast" | "immediate" = "fast") =>
    asOwner("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    /** Stops it for good and removes its directory. */
    async destroy() {
      await stop("immediate").catch(() => {}); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
