import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../../tests/support/http-from-address";
import { builtRoutes, fillPath } from "../../../tests/support/route-table";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// The site at https://clinova.example.org behind a proxy at 127.0.0.3 that terminates TLS
// (docs/deployment.md). Every action of the production build's route table is posted as a
// browser on the https page posts it: through the proxy it reaches the action, and sent around
// the proxy with the proxy's headers forged it is refused as plain http. A route added to the
// table is swept without anyone listing it here. React Router answers its own origin refusal
// with exactly `400 Bad Request` before any action runs, so the sweep can tell it from a form's
// own 400 and needs no account. (Resource routes, which render no page, are not checked by React
// Router; our origin guard compares their Origin with APP_URL whatever the URL.)
const site = "https://clinova.example.org";
const forwarded = { origin: site, host: "clinova.example.org", "x-forwarded-proto": "https" };
let subject: TestApp;
let loopback: Awaited<ReturnType<typeof listenOnLoopback>>;
let paths: string[];
let pagePaths: string[];

beforeAll(async () => {
  subject = await startTestApp({ APP_URL: site, TRUSTED_PROXIES: "127.0.0.3" });
  loopback = await listenOnLoopback(subject);
  const actions = (await builtRoutes())
    .filter((route) => route.action && route.path)
    .map((route) => ({
      page: route.page,
      path: fillPath(
        route.path!,
        Object.fromEntries(route.params.map((name) => [name, randomUUID()])),
      ),
    }));
  paths = actions.map((action) => action.path);
  pagePaths = actions.filter((action) => action.page).map((action) => action.path);
});
afterAll(async () => {
  await loopback?.close();
  await subject?.close();
});

/** Each action's answer, sent from `from` with a proxy's headers: "refused" or its status. */
async function answersFrom(from: string) {
  const answers: Record<string, string> = {};
  for (const path of paths) {
    const answer = await loopback.from(from).postForm(path, { intent: "none" }, forwarded);
    answers[path] =
      answer.status === 400 && answer.text === "Bad Request" ? "refused" : String(answer.status);
  }
  return answers;
}

describe("forms behind a proxy that terminates TLS", () => {
  it("sweeps every action of the route table", () => {
    for (const path of ["/login", "/signup", "/contact", "/admin/launch"]) {
      expect(paths).toContain(path);
    }
    expect(paths.length).toBeGreaterThan(40);
  });

  it("reaches every action through the trusted proxy", async () => {
    const answers = await answersFrom("127.0.0.3");
    // Neither refused nor broken by the rebuilt request (the back office rebuilds it again).
    expect(
      Object.entries(answers).filter(([, answer]) => answer === "refused" || Number(answer) >= 500),
    ).toEqual([]);
  });

  it("refuses every page's action sent around the proxy with its headers forged", async () => {
    const answers = await answersFrom("127.0.0.2");
    expect(pagePaths.length).toBeGreaterThan(30);
    expect(pagePaths.filter((path) => answers[path] !== "refused")).toEqual([]);
  });
});
