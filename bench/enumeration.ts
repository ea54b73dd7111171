import { randomUUID } from "node:crypto";
import { users } from "../server/db/schema";
import { professionalDetails } from "../tests/support/professional-details";
import { startPostgresAppServer } from "../tests/support/postgres-app-server";

// `npm run bench:enumeration` (docs/product/accounts.md#sign-up, decision 0046): the app in its own process on a fresh
// PostgreSQL database (TEST_DATABASE_URL, else the local server), over HTTP. Prints the median
// and 90th percentile time of a password-reset request (the form and the auth API) and of an
// API sign-up, for an address that has an account and one that has none, BENCH_SAMPLES of each
// (default 40), interleaved. Each request names an address of its own, so the per-address rate
// limit never answers. Figures from a shared machine are noisy; compare the two columns.
const samples = Number(process.env.BENCH_SAMPLES ?? 40);

const app = await startPostgresAppServer({ LOG_LEVEL: "silent" });
try {
  const existing = Array.from({ length: samples * 3 }, (_, i) => `has-account-${i}@example.org`);
  await app.db
    .insert(users)
    .values(existing.map((email) => ({ id: randomUUID(), name: "Bench Person", email })));
  let next = 0;
  const unknownAddress = () => `no-account-${randomUUID()}@example.org`;
  const headers = { origin: app.baseURL };

  const timed = async (send: () => Promise<Response>) => {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`answered ${response.status}`);
    return performance.now() - started;
  };
  const requests: Record<string, (email: string) => Promise<Response>> = {
    "reset, form": (email) =>
      fetch(`${app.baseURL}/forgot-password`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ email }),
      }),
    "reset, API": (email) =>
      fetch(`${app.baseURL}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ email, redirectTo: "/reset-password" }),
      }),
    // Sign-up's limit counts the client's address: its row stops at the first 429.
    "sign-up, API": (email) =>
      fetch(`${app.baseURL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          email,
          password: "strong-pass-42!",
          ...professionalDetails("Bench Prober"),
        }),
      }),
  };

  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms (n=${times.length})`;
  };

  console.log(`password reset and sign-up, ${samples} interleaved pairs each (PostgreSQL)`);
  for (const [name, send] of Object.entries(requests)) {
    const times = { existing: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < samples; i++) {
      try {
        // Alternating which goes first, so neither always follows the other's work.
        const pair = [
          ["existing", existing[next++]!],
          ["unknown", unknownAddress()],
        ] as const;
        for (const [kind, email] of i % 2 ? [...pair].reverse() : pair) {
          times[kind].push(await timed(() => send(email)));
        }
      } catch (error) {
        console.log(`  ${name}: stopped after ${i} pairs (${(error as Error).message})`);
        break;
      }
    }
    console.log(`  ${name}`);
    console.log(`    has an account: ${stats(times.existing)}`);
    console.log(`    has none:       ${stats(times.unknown)}`);
  }
} finally {
  await app.stop();
}
