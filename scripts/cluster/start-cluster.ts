import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { startNginx } from "./nginx";
import { freePort, waitForHealth } from "../support/local-ports";

export type ClusterOptions = {
  /** The nginx binary (`findNginx()`). */
  nginx: string;
  databaseUrl: string;
  redisUrl: string;
  /**
   * Shared by every instance: file storage under `storage/` (unless the environment sets the
   * four S3_ settings), the outbox when there is no SMTP_URL; nginx's files under `nginx/`.
   */
  dataDir: string;
  /** The same for every instance, or one could not read the others' session cookies. */
  authSecret: string;
  /** nginx's port on 127.0.0.1; a free one when 0. */
  port: number;
  /**
   * A certificate and key (PEM files) for localhost: nginx then also terminates TLS on a port of
   * its own, and that is the instances' APP_URL (`https://localhost:<port>`), as in production.
   */
  tls?: { certificate: string; key: string; port?: number };
  instances?: number;
  /** More environment for the instances (on top of this process's). */
  env?: Record<string, string>;
  /** Every line the instances and nginx print, with who printed it ("a", "b"…, "nginx"). */
  onOutput?(source: string, line: string): void;
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

const host = "127.0.0.1";

/**
 * N instances of the built server (`server/main.ts`, as `npm start` runs it) started together on
 * one PostgreSQL database and one Redis, behind nginx on loopback. Resolves once nginx and every
 * instance answer /api/health; `stop` ends them all (nginx first, then the instances, which
 * finish their in-flight requests).
 */
export async function startCluster(options: ClusterOptions) {
  const count = options.instances ?? 2;
  const proxyPort = options.port || (await freePort());
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const url = `http://${host}:${proxyPort}`;
  const tlsPort = options.tls ? options.tls.port || (await freePort()) : undefined;
  /** Where visitors go: the APP_URL of every instance. */
  const publicUrl = tlsPort ? `https://localhost:${tlsPort}` : url;
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const output = options.onOutput ?? (() => {});
  const children: { name: string; child: ChildProcess }[] = [];
  const follow = (name: string, child: ChildProcess) => {
    children.push({ name, child });
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on("line", (line) => output(name, line));
    }
    return child;
  };

  async function stop() {
    // nginx first (no new requests), then the instances, which drain on TERM (server/serve.ts);
    // QUIT is nginx's graceful stop.
    const order = children.toSorted(
      (a, b) => Number(b.name === "nginx") - Number(a.name === "nginx"),
    );
    for (const { name, child } of order) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(name === "nginx" ? "SIGQUIT" : "SIGTERM");
      await exited;
    }
  }

  // Every instance at once, as a deployment starts them: they take turns to migrate and seed.
  const instances = ports.map((port, i) => {
    const name = String.fromCharCode(97 + i);
    const child = follow(
      name,
      spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          ...options.env,
          PORT: String(port),
          HOST: host,
          APP_URL: publicUrl,
          DATA_DIR: dataDir,
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          AUTH_SECRET: options.authSecret,
          TRUSTED_PROXIES: host,
        },
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    return { name, port, url: `http://${host}:${port}`, pid: child.pid, child };
  });

  let nginxPid: number | undefined;
  try {
    await Promise.all(
      instances.map((i) =>
        waitForHealth(`${i.url}/api/health`, i.child, {
          name: i.name,
          timeoutMs: 90_000,
          keepOnTimeout: true,
        }),
      ),
    );
    // nginx once they listen, or it would mark them down for its fail_timeout (10 s).
    const nginx = follow(
      "nginx",
      startNginx(options.nginx, {
        dir: join(dataDir, "nginx"),
        listen: { host, port: proxyPort },
        tls: options.tls && tlsPort ? { ...options.tls, port: tlsPort } : undefined,
        upstreams: ports.map((port) => ({ host, port })),
      }),
    );
    nginxPid = nginx.pid;
    await waitForHealth(`${url}/api/health`, nginx, {
      name: "nginx",
      timeoutMs: 90_000,
      keepOnTimeout: true,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    publicUrl,
    instances: instances.map(({ name, port, url, pid }) => ({ name, port, url, pid })),
    nginxPid,
    stop,
  };
}
