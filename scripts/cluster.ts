import { mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { resolveAuthSecret } from "../server/config/auth-secret";
import { build } from "./build";
import { buildIsStale } from "./build-freshness";
import { findNginx } from "./cluster/nginx";
import { selfSignedCertificate } from "./cluster/self-signed-certificate";
import { startCluster } from "./cluster/start-cluster";

// `npm run cluster`: two instances of the built server behind nginx on 127.0.0.1, on the local
// PostgreSQL (a database of its own, created when missing) and Redis, sharing DATA_DIR's file
// storage (or S3 when the S3_ settings are set). Ctrl-C stops everything. Decision 0029.
// CLUSTER_TLS=1: nginx also terminates TLS on CLUSTER_TLS_PORT (8443), with a certificate made for
// localhost, and that https address is the instances' APP_URL (docs/deployment.md).
const nginx = findNginx();
if (!nginx) {
  console.error("nginx is not installed. On Debian: apt-get install -y nginx");
  process.exit(1);
}

const databaseUrl =
  process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/clinova_cluster";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const dataDir = process.env.DATA_DIR ?? "data/cluster";
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const tls =
  process.env.CLUSTER_TLS === "1"
    ? { ...localhostCertificate(), port: Number(process.env.CLUSTER_TLS_PORT ?? 8443) }
    : undefined;

if (buildIsStale()) {
  console.log("Building Clinova (sources changed since the last build)...");
  build();
}
await createDatabaseIfMissing(databaseUrl);

const cluster = await startCluster({
  nginx,
  databaseUrl,
  redisUrl,
  dataDir,
  authSecret: resolveAuthSecret(process.env.AUTH_SECRET, dataDir),
  port,
  tls,
  onOutput: (source, line) => console.log(`[${source}] ${line}`),
}).catch((error: Error) => {
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
});

console.log(
  [
    "",
    `Clinova cluster: ${cluster.publicUrl}${tls ? ` (and plain HTTP at ${cluster.url})` : ""}`,
    ...cluster.instances.map((i) => `  instance ${i.name}: ${i.url} (pid ${i.pid})`),
    `  nginx (pid ${cluster.nginxPid}) in front; X-Upstream names the instance that answered`,
    `  PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}, files in ${dataDir}`,
    "Ctrl-C stops everything.",
    "",
  ].join("\n"),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping nginx and the instances...");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

async function createDatabaseIfMissing(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${name}`);
      console.log(`Created the database ${name}`);
    }
  } finally {
    await client.end();
  }
}

function localhostCertificate() {
  const dir = join(dataDir, "tls");
  mkdirSync(dir, { recursive: true });
  return selfSignedCertificate(dir);
}
