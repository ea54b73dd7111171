import { randomUUID } from "node:crypto";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountIntents } from "@common/account/account-intents";
import { learningRecordIntents } from "@common/learning/learning-record";
import { playerIntentSchema } from "@common/learning/player-intents";
import { practiceIntents } from "@common/practice/practice-intents";
import { ownedTables } from "@server/accounts/owned-tables";
import { seedAll } from "@server/db/seed/seed";
import { getTableConfig } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import {
  demoCourse,
  ownerWithEverything,
  type OwnerWithEverything,
} from "../../../tests/support/owner-with-everything";
import { signUpLearner } from "../../../tests/support/learner";
import { builtRoutes, fillPath, type BuiltRoute } from "../../../tests/support/route-table";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { routeScopes } from "./route-scopes";

// The IDOR sweep (decision 0031): Ada and Ben have each done everything a person can own here;
// every request Ada's pages make is replayed as Ben, with Ada's ids. An object of Ada's answers
// Ben 404 (or exactly what an unknown id answers), no page of Ben's shows anything of Ada's, and
// no row of Ada's changes. The lists below are checked against the built route table, the
// intents' schemas and the owned tables, so whatever is added to them must be swept here.
let subject: TestApp;
let ada: OwnerWithEverything;
let ben: OwnerWithEverything;
let routes: BuiltRoute[];

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  ada = await ownerWithEverything(subject, "ada-idor@example.org", "Adaline Quimby");
  ben = await ownerWithEverything(subject, "ben-idor@example.org", "Bartholomew Idorsen");
  routes = await builtRoutes();
}, 120_000);
afterAll(async () => {
  await subject?.close();
});

type Expectation =
  /** Ada's object: 404, as for an id that does not exist. */
  | 404
  /** Ada's object: exactly what the same request with an unknown id answers. */
  | "as-missing"
  /** Ben's own data: anything but a server error, and nothing of Ada's in it. */
  | "own";
type Replay = {
  /** The route ids this request reaches (a page's layouts and the root included). */
  routes: string[];
  method: "GET" | "POST";
  path: string;
  body?: Record<string, string>;
  expect: Expectation;
  /** Who replays: Ben's first device, or his phone. */
  as?: "phone";
};

const course = `/course/${demoCourse}`;
const learning = ["routes/layouts/learning-layout", "root"];

/** Every request of Ada's, as Ben would replay it; destructive ones for Ben last, in order. */
function replays(): Replay[] {
  const player = `${course}/start/${ada.ids.lesson}`;
  const playerRoute = ["routes/learn/lesson-player", ...learning];
  const recordRoute = ["routes/account/learning-record", ...learning];
  const accountRoute = ["routes/account/account", ...learning];
  const activity = {
    title: "Ben's retitle",
    activityType: "Other",
    activityDate: "2026-02-01",
    hours: "1",
    covered: "",
    whatLearned: "",
    practiceChange: "",
    standards: "",
  };
  const profile = {
    firstName: "Bartholomew",
    lastName: "Idorsen",
    professionalRegType: "nurse",
    regNo: "NMC-12A3456",
    institution: "Northgate University",
  };
  return [
    {
      routes: ["routes/learn/dashboard", ...learning],
      method: "GET",
      path: "/dashboard",
      expect: "own",
    },
    { routes: ["routes/learn/course", ...learning], method: "GET", path: course, expect: "own" },
    { routes: ["routes/learn/course", ...learning], method: "POST", path: course, expect: "own" },
    { routes: playerRoute, method: "GET", path: player, expect: "own" },
    ...(["complete", "vr-start"] as const).map((intent): Replay => ({
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent },
      expect: "own",
    })),
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "position", position: "42" },
      expect: "own",
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "next", nextRef: ada.ids.lesson },
      expect: "own",
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-create", content: "Ben's note" },
      expect: "own",
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-create", noteId: ada.ids.note, content: "Ben was here" },
      expect: 404,
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-update", noteId: ada.ids.note, content: "Ben was here" },
      expect: 404,
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-delete", noteId: ada.ids.note },
      expect: 404,
    },
    {
      routes: ["routes/learn/assessment", ...learning],
      method: "GET",
      path: `${course}/assessment`,
      expect: "own",
    },
    {
      routes: ["routes/learn/assessment", ...learning],
      method: "GET",
      path: `${course}/assessment?result=${ada.ids.result}`,
      expect: 404,
    },
    {
      routes: ["routes/learn/assessment", ...learning],
      method: "POST",
      path: `${course}/assessment`,
      body: {},
      expect: "own",
    },
    {
      routes: ["routes/learn/certificate"],
      method: "GET",
      path: `${course}/certificate`,
      expect: "own",
    },
    {
      routes: ["routes/learn/certificate"],
      method: "POST",
      path: `${course}/certificate`,
      expect: "own",
    },
    ...practiceReplays(),
    { routes: recordRoute, method: "GET", path: "/account/learning-record", expect: "own" },
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: { intent: "external-create", ...activity },
      expect: "own",
    },
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: { intent: "external-update", activityId: ada.ids.activity, ...activity },
      expect: 404,
    },
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: { intent: "external-delete", activityId: ada.ids.activity },
      expect: 404,
    },
    // A reflection is keyed by its course: Ben's on Ada's course is Ben's own.
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: {
        intent: "reflection-save",
        courseId: ada.ids.course,
        whatLearned: "Ben's",
        practiceChange: "",
        standards: "",
      },
      expect: "own",
    },
    {
      routes: ["learning-record-csv"],
      method: "GET",
      path: "/account/learning-record.csv",
      expect: "own",
    },
    {
      routes: ["learning-record-pdf"],
      method: "GET",
      path: "/account/learning-record.pdf",
      expect: "own",
    },
    {
      routes: ["routes/account/account-export"],
      method: "GET",
      path: "/account/export",
      expect: "own",
    },
    { routes: accountRoute, method: "GET", path: "/account", expect: "own" },
    {
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "profile", ...profile },
      expect: "own",
    },
    ...ada.ids.sessions.map((sessionId): Replay => ({
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "revoke-session", sessionId },
      expect: "as-missing",
    })),
    { routes: ["routes/auth/get-started"], method: "GET", path: "/get-started", expect: "own" },
    {
      routes: ["routes/auth/get-started"],
      method: "POST",
      path: "/get-started",
      body: profile,
      expect: "own",
    },
    {
      routes: ["routes/auth/resend-verification"],
      method: "GET",
      path: "/auth/resend-verification",
      expect: "own",
    },
    {
      routes: ["routes/auth/resend-verification"],
      method: "POST",
      path: "/auth/resend-verification",
      body: { redirectTo: "/dashboard" },
      expect: "own",
    },
    {
      routes: ["routes/billing/checkout"],
      method: "GET",
      path: "/billing/checkout",
      expect: "own",
    },
    {
      routes: ["routes/billing/checkout"],
      method: "POST",
      path: "/billing/checkout",
      body: { plan: "standard", period: "yearly" },
      expect: "own",
    },
    {
      routes: ["routes/billing/test-checkout"],
      method: "GET",
      path: "/billing/test-checkout?plan=standard&period=monthly",
      expect: "own",
    },
    {
      routes: ["routes/billing/test-checkout"],
      method: "POST",
      path: "/billing/test-checkout",
      body: { plan: "standard", period: "monthly" },
      expect: "own",
    },
    { routes: ["routes/billing/portal"], method: "GET", path: "/billing/portal", expect: "own" },
    { routes: ["routes/billing/portal"], method: "POST", path: "/billing/portal", expect: "own" },
    {
      routes: ["routes/billing/test-portal"],
      method: "GET",
      path: "/billing/test-portal",
      expect: "own",
    },
    {
      routes: ["routes/billing/test-portal"],
      method: "POST",
      path: "/billing/test-portal",
      body: { intent: "cancel" },
      expect: "own",
    },
    {
      routes: ["routes/billing/subscription"],
      method: "GET",
      path: "/billing/subscription",
      expect: "own",
    },
    {
      routes: ["routes/billing/subscription"],
      method: "POST",
      path: "/billing/subscription",
      expect: "own",
    },
    // Ending Ben's sessions and account: last, in this order.
    {
      routes: ["routes/auth/sign-out"],
      method: "GET",
      path: "/auth/sign-out",
      expect: "own",
      as: "phone",
    },
    {
      routes: ["routes/auth/sign-out"],
      method: "POST",
      path: "/auth/sign-out",
      body: { redirectTo: "/" },
      expect: "own",
      as: "phone",
    },
    {
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "revoke-other-sessions" },
      expect: "own",
    },
    {
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "delete-account", confirmation: "DELETE" },
      expect: "own",
    },
  ];
}

/** Ada's practice sessions (issue 16): Ben can neither see, act in, finish nor repeat them. */
function practiceReplays(): Replay[] {
  const session = ["routes/learn/practice-session", ...learning];
  const debrief = ["routes/learn/practice-debrief", ...learning];
  const running = `/practice/${ada.ids.runningAttempt}`;
  const finished = `/practice/${ada.ids.finishedAttempt}/debrief`;
  return [
    { routes: session, method: "GET", path: running, expect: 404 },
    {
      routes: session,
      method: "POST",
      path: running,
      body: { intent: "act", actionId: "gain-consent" },
      expect: 404,
    },
    { routes: session, method: "POST", path: running, body: { intent: "finish" }, expect: 404 },
    { routes: debrief, method: "GET", path: finished, expect: 404 },
    { routes: debrief, method: "POST", path: finished, body: { intent: "again" }, expect: 404 },
  ];
}

/** The intents of each page with several forms, from their schemas: each must be replayed. */
const intentsOf: Record<string, readonly string[]> = {
  "routes/learn/lesson-player": playerIntentSchema.options.map(
    (option) => option.shape.intent.value,
  ),
  "routes/account/learning-record": learningRecordIntents,
  "routes/account/account": accountIntents,
  "routes/learn/practice-session": practiceIntents,
};

/**
 * Owned tables the fixture leaves without a row of Ada's, and why they need none: the sweep's
 * "nothing of Ada's changed" then covers every other table with rows to lose.
 */
const notMadeByTheFixture: Record<string, string> = {
  two_factors: "back-office staff only; the back office is swept as a whole (kind admin)",
  admins: "back-office staff only; the back office is swept as a whole (kind admin)",
};

/** Every row of every owned table that belongs to `userId`, in a comparable form. */
async function rowsOf(userId: string) {
  const { db } = subject.database;
  const rows: Record<string, string[]> = {};
  for (const entry of ownedTables) {
    const found = await db.select().from(entry.table).where(eq(entry.owner, userId));
    rows[getTableConfig(entry.table).name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

async function send(replay: Replay, path = replay.path) {
  const who = replay.as === "phone" ? ben.phone : ben;
  if (replay.method === "GET") return who.request(path);
  return who.postForm(path, replay.body ?? {});
}

/** What a person would read in the answer: its text, or a PDF's words. */
async function readable(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!(response.headers.get("content-type") ?? "").includes("pdf")) {
    return new TextDecoder().decode(bytes);
  }
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("the sweep's lists", () => {
  it("classify every route of the route table that has a loader or an action", () => {
    const served = routes.filter((route) => route.loader || route.action).map((route) => route.id);
    expect(served.filter((id) => !routeScopes[id])).toEqual([]);
    expect(Object.keys(routeScopes).filter((id) => !served.includes(id))).toEqual([]);
  });

  it("explain every URL parameter of a page that is not the back office's", () => {
    const unexplained = routes.flatMap((route) => {
      const scope = routeScopes[route.id];
      if (!scope || scope.kind === "admin" || scope.kind === "dev") return [];
      return route.params
        .filter((name) => !scope.params?.[name])
        .map((name) => `${route.id} :${name}`);
    });
    expect(unexplained).toEqual([]);
  });

  it("replay every loader and action of the person's own pages, and every intent", () => {
    const list = replays();
    const missing: string[] = [];
    for (const route of routes) {
      if (routeScopes[route.id]?.kind !== "own") continue;
      const reaching = list.filter((replay) => replay.routes.includes(route.id));
      if (route.loader && !reaching.some((r) => r.method === "GET"))
        missing.push(`GET ${route.id}`);
      if (route.action && !reaching.some((r) => r.method === "POST"))
        missing.push(`POST ${route.id}`);
    }
    for (const [id, intents] of Object.entries(intentsOf)) {
      const replayed = list.filter((r) => r.routes[0] === id).map((r) => r.body?.intent);
      for (const intent of intents) if (!replayed.includes(intent)) missing.push(`${id} ${intent}`);
    }
    expect(missing).toEqual([]);
  });

  it("replay each route that takes an owned object with someone else's object", () => {
    const list = replays();
    const untested = Object.entries(routeScopes)
      .filter(([, scope]) => scope.kind === "own" && (scope.objects?.length ?? 0) > 0)
      .filter(([id]) => !list.some((r) => r.routes[0] === id && r.expect !== "own"))
      .map(([id]) => id);
    expect(untested).toEqual([]);
  });

  it("start from rows of Ada's in every owned table", async () => {
    const rows = await rowsOf(ada.userId);
    const empty = Object.entries(rows)
      .filter(([table, found]) => found.length === 0 && !notMadeByTheFixture[table])
      .map(([table]) => table);
    expect(empty).toEqual([]);
    for (const table of Object.keys(notMadeByTheFixture)) expect(rows).toHaveProperty(table);
  });
});

describe("Ada's requests replayed as Ben", () => {
  it("find none of Ada's objects, show nothing of hers and change none of her rows", async () => {
    const before = await rowsOf(ada.userId);
    const leaks = [ada.markers.email, ada.markers.name, ...ada.markers.texts];
    const failures: string[] = [];
    for (const replay of replays()) {
      const label = `${replay.method} ${replay.path} ${replay.body?.intent ?? ""}`;
      const response = await send(replay);
      if (replay.expect === 404 && response.status !== 404) {
        failures.push(`${label}: ${response.status}, not 404`);
      }
      if (replay.expect === "own" && response.status >= 500) {
        failures.push(`${label}: ${response.status}`);
      }
      // A replay sent signed out would prove nothing.
      if (/^\/(login|get-started)\b/.test(response.headers.get("location") ?? "")) {
        failures.push(`${label} was not signed in as Ben`);
      }
      if (replay.expect === "as-missing") {
        const unknownId = JSON.stringify(replay.body).replace(
          /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9]{32}/g,
          randomUUID(),
        );
        const missing = await send({ ...replay, body: JSON.parse(unknownId) });
        const answer = (r: Response) => [
          r.status,
          r.headers.get("location"),
          r.headers.getSetCookie().join(),
        ];
        if (JSON.stringify(answer(response)) !== JSON.stringify(answer(missing))) {
          failures.push(
            `${label}: ${answer(response)} differs from an unknown id's ${answer(missing)}`,
          );
        }
      }
      const text = await readable(response);
      for (const leak of leaks) if (text.includes(leak)) failures.push(`${label} shows "${leak}"`);
      const after = await rowsOf(ada.userId);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        failures.push(`${label} changed Ada's rows`);
        break;
      }
    }
    expect(failures).toEqual([]);
  });

  it("leave the back office closed to members: every page and action answers 404", async () => {
    const member = await signUpLearner(subject, "cy-idor@example.org", { tier: "premium" });
    const before = await rowsOf(ada.userId);
    const ids: Record<string, string> = { userId: ada.userId };
    const answers: string[] = [];
    for (const route of routes) {
      if (routeScopes[route.id]?.kind !== "admin" || !route.path) continue;
      const path = fillPath(
        route.path,
        Object.fromEntries(route.params.map((name) => [name, ids[name] ?? randomUUID()])),
      );
      const methods = [...(route.loader ? ["GET"] : []), ...(route.action ? ["POST"] : [])];
      for (const method of methods) {
        const response =
          method === "GET"
            ? await member.request(path)
            : await member.postForm(path, { intent: "delete" });
        if (response.status !== 404) answers.push(`${method} ${path}: ${response.status}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await rowsOf(ada.userId)).toEqual(before);
  });

  it("leave Ada's manager area closed to Ben, the manager of another institution: every page and action answers 404", async () => {
    const before = await rowsOf(ada.userId);
    const answers: string[] = [];
    const adas: Record<string, string> = {
      institutionId: ada.ids.institution,
      cohortId: ada.ids.cohort,
    };
    for (const route of routes) {
      if (routeScopes[route.id]?.kind !== "manager" || !route.path) continue;
      const path = fillPath(
        route.path,
        Object.fromEntries(route.params.map((name) => [name, adas[name] ?? randomUUID()])),
      );
      const methods = [...(route.loader ? ["GET"] : []), ...(route.action ? ["POST"] : [])];
      for (const method of methods) {
        const response =
          method === "GET"
            ? await ben.request(path)
            : await ben.postForm(path, { intent: "remove" });
        if (route.params.length > 0) {
          if (response.status !== 404) answers.push(`${method} ${path}: ${response.status}`);
          continue;
        }
        // The area's own door (/manage) leads Ben to his institution, never to Ada's.
        const shown = `${response.headers.get("location") ?? ""} ${await response.text()}`;
        for (const leak of [ada.ids.institution, ...ada.markers.texts]) {
          if (shown.includes(leak)) answers.push(`${method} ${path} shows ${leak}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await rowsOf(ada.userId)).toEqual(before);
  });

  it("show a certificate's public parts only on its verification page", async () => {
    const response = await ben.request(`/certificates/${ada.ids.certificate}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(ada.markers.name);
    for (const leak of [ada.markers.email, ada.userId, ...ada.markers.texts]) {
      expect(html).not.toContain(leak);
    }
  });
});
