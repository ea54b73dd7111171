import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../tests/support/app-process";
import { startPrivatePostgres } from "../../tests/support/private-postgres";

// PostgreSQL stopped under load (decision 0030): a PRIVATE server, never the shared
// one. The app answers 503 with Retry-After while it is gone, neither crashing nor hanging, and
// serves again by itself when it returns. Needs no TEST_DATABASE_URL; runs once, in the PGlite
// project, as its subject is a process and its own server.
type Answer = { status: number; retryAfter: string | null; at: number } | { error: string };

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("PostgreSQL stopped under load", () => {
  let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let app: AppProcess;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    app = await startAppProcess({ DATABASE_URL: postgres.url });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await postgres?.destroy();
  });

  it("answers 503 with Retry-After while it is gone, then recovers by itself", async () => {
    // A cookie skips the page cache: every answer is a fresh render that reads the database.
    // `at` is when the request was sent: stopping PostgreSQL blocks this process, so answers
    // rendered before the stop can be read well after it on a busy machine.
    const page = () => {
      const at = Date.now();
      return fetch(`${app.baseURL}/blog`, {
        headers: { cookie: "visitor=1" },
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (response): Promise<Answer> => {
          await response.arrayBuffer();
          return { status: response.status, retryAfter: response.headers.get("retry-after"), at };
        },
        (error: Error): Answer => ({ error: error.name }),
      );
    };
    expect(await page()).toMatchObject({ status: 200 });

    const answers: Answer[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (loading) answers.push(await page());
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.stop("fast");
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    loading = false;
    await load;

    expect(answers.filter((answer) => "error" in answer)).toEqual([]);
    const answered = answers as Exclude<Answer, { error: string }>[];
    const statuses = new Set(answered.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const whileDown = answered.filter((answer) => answer.at > stoppedAt);
    expect(whileDown.length).toBeGreaterThan(0);
    for (const answer of whileDown) {
      expect(answer).toEqual({ status: 503, retryAfter: "5", at: answer.at });
    }
    const health = await fetch(`${app.baseURL}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toBe("5");

    await postgres.start();
    await expect
      .poll(async () => ((await page()) as { status?: number }).status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(200);
    await expect.poll(async () => (await fetch(`${app.baseURL}/api/health`)).status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  });
});
