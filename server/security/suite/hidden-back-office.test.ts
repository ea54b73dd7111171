import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner } from "../../../tests/support/learner";
import { builtRoutes, fillPath } from "../../../tests/support/route-table";
import { serverBuild, startTestApp, type TestApp } from "../../../tests/support/test-app";

// The back office is hidden, not refused (decision 0025): to a visitor and a member, every
// spelling of an admin address that React Router would match (it folds case, decodes
// percent-encoding and drops a trailing slash) answers exactly as an unknown public address
// does. The addresses come from the production build's route table, so a new admin route is
// swept without being listed here.
let subject: TestApp;
let adminPaths: string[];
let version: string;

const missingId = "00000000-0000-4000-8000-000000000000";
const unknownPath = "/no-such-page-here";

beforeAll(async () => {
  subject = await startTestApp();
  adminPaths = (await builtRoutes())
    .filter((route) => route.path?.toLowerCase().startsWith("/admin"))
    .map((route) =>
      fillPath(route.path!, Object.fromEntries(route.params.map((name) => [name, missingId]))),
    );
  adminPaths = [...new Set(adminPaths)];
  version = (await serverBuild()).assets.version;
});
afterAll(async () => {
  await subject?.close();
});

const alternateCase = (path: string) =>
  [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join("");
/** Each segment's first letter percent-encoded: `/%61dmin/%6Dembers`. */
const encodedLetters = (path: string, upper = false) =>
  path.replace(/\/([a-z])/gi, (_, letter: string) => {
    const hex = letter.charCodeAt(0).toString(16);
    return `/%${upper ? hex.toUpperCase() : hex}`;
  });

/** Spellings of `path` that React Router matches to the same route. */
const spellings = (path: string) => [
  path,
  path.toUpperCase(),
  alternateCase(path),
  encodedLetters(path),
  encodedLetters(path.toUpperCase(), true),
  path.replaceAll("/", "//"),
  `${path}/`,
  `${encodedLetters(alternateCase(path))}/`,
];

/** The parts of an answer that differ from one request to the next. */
const stable = (body: string) =>
  body
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>");

type Answer = { status: number; body: string };

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: stable(await response.text()) };
}

/** Equal answers; where the bodies part, the failure shows that place rather than both pages. */
function expectSame(actual: Answer, expected: Answer, where: string) {
  expect(actual.status, where).toBe(expected.status);
  if (actual.body === expected.body) return;
  let at = 0;
  while (actual.body[at] === expected.body[at]) at++;
  const around = (body: string) => body.slice(Math.max(0, at - 60), at + 120);
  expect(around(actual.body), where).toBe(around(expected.body));
}

describe("the hidden back office, however its address is spelled", () => {
  it("finds admin routes in the route table", () => {
    expect(adminPaths).toContain("/admin");
    expect(adminPaths).toContain("/admin/members");
  });

  // Each spelling is a page, its data and a form post: some 700 requests a person.
  it.each(["visitor", "member"] as const)(
    "answers a %s exactly as an unknown public address",
    { timeout: 240_000 },
    async (who) => {
      const person =
        who === "visitor"
          ? httpSession(subject)
          : await signUpLearner(subject, "spelling-member@example.org");
      const unknownPage = await answer(await person.request(unknownPath));
      const unknownData = await answer(await person.request(`${unknownPath}.data`));
      const unknownPost = await answer(await person.postForm(unknownPath, { intent: "x" }));
      expect(unknownPage.status).toBe(404);
      for (const path of adminPaths) {
        for (const spelling of spellings(path)) {
          const where = `${who} GET ${spelling}`;
          expectSame(await answer(await person.request(spelling)), unknownPage, where);
          if (!spelling.endsWith("/")) {
            const data = await answer(await person.request(`${spelling}.data`));
            expectSame(data, unknownData, `${where}.data`);
          }
          const posted = await answer(await person.postForm(spelling, { intent: "x" }));
          expectSame(posted, unknownPost, `${who} POST ${spelling}`);
        }
      }
      // React Router's route manifest (lazy route discovery) names the routes a path matches.
      const manifest = (paths: string[]) =>
        person.request(
          `/__manifest?paths=${encodeURIComponent(paths.join(","))}&version=${version}`,
        );
      const unknownManifest = await answer(await manifest([unknownPath]));
      for (const path of adminPaths) {
        const asked = await answer(await manifest(spellings(path)));
        expectSame(asked, unknownManifest, `${who} manifest ${path}`);
      }
    },
  );
});
