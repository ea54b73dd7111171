import { randomUUID } from "node:crypto";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownedTables } from "@server/accounts/owned-tables";
import { seedAll } from "@server/db/seed/seed";
import { getTableConfig } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import {
  ownerWithEverything,
  type OwnerWithEverything,
} from "../../../tests/support/owner-with-everything";
import { signUpLearner } from "../../../tests/support/learner";
import { builtRoutes, fillPath, type BuiltRoute } from "../../../tests/support/route-table";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { policies, type Action } from "@server/policy/policies";
import { intentsOf, replays, type Replay } from "./idor-replays";
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

  it("name the policies of server/policy that each route asks, fitting its kind", () => {
    const fits: Record<string, (names: readonly Action[]) => boolean> = {
      public: (names) => names.includes("site:visit"),
      own: (names) => names.includes("account:use") || names.includes("learning-area:enter"),
      manager: (names) => names.some((name) => /^(institution|cohort):/.test(name)),
      admin: (names) => names.some((name) => name.startsWith("back-office:")),
      dev: (names) => names.includes("dev-pages:open"),
    };
    const served = routes.filter((route) => route.loader || route.action);
    const wrong = served.flatMap((route) => {
      const scope = routeScopes[route.id];
      const names: readonly Action[] = scope?.policies ?? [];
      if (names.length === 0) return [`${route.id}: names no policy`];
      const unknown = names.filter((name) => !Object.hasOwn(policies, name));
      if (unknown.length) return [`${route.id}: ${unknown.join(", ")} not in the policy table`];
      if (!fits[scope!.kind]!(names))
        return [`${route.id}: ${names.join(", ")} do not fit ${scope!.kind}`];
      // A route that takes a cohort in its URL asks the cohort's policy, not only the institution's;
      // one that takes a course, the course's. The back office edits every course.
      if (scope!.kind === "admin") return [];
      if (scope!.kind === "own" && scope!.objects?.length && !names.includes("object:own"))
        return [`${route.id}: takes owned objects but does not name object:own`];
      if (route.params.includes("cohortId") && !names.some((name) => name.startsWith("cohort:")))
        return [`${route.id}: takes a cohort but names no cohort policy`];
      if (route.params.includes("courseId") && !names.some((name) => name.startsWith("course:")))
        return [`${route.id}: takes a course but names no course policy`];
      return [];
    });
    expect(wrong).toEqual([]);
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
    const list = replays(ada);
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
    const list = replays(ada);
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
    for (const replay of replays(ada)) {
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
      // A form posts to an index route (the overview) with `?index`, as React Router's do.
      const postPath = route.index ? `${path}?index` : path;
      for (const method of methods) {
        const response =
          method === "GET"
            ? await ben.request(path)
            : await ben.postForm(postPath, { intent: "remove" });
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
