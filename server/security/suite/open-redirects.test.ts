import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../../tests/support/http-session";
import { learnerPassword, signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// Every return address a request can carry (ASVS 5.1.5): whatever is sent, the browser is only
// ever sent back to this site. `entryPoints` is checked against the sources below, so a new
// `redirectTo`, `callbackURL`, `returnTo` or `next` must be added to it.
let subject: TestApp;
let learner: Learner;
const email = "redirects@example.org";
let ownOrigin: string;

beforeAll(async () => {
  subject = await startTestApp();
  ownOrigin = new URL(subject.config.appUrl).origin;
  learner = await signUpLearner(subject, email);
});
afterAll(async () => {
  await subject?.close();
});

const hostile = [
  "https://evil.example/",
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "\\\\evil.example/",
  "/\t/evil.example/",
  " //evil.example/",
  "https:evil.example",
  "http://localhost:3000@evil.example/",
  "javascript:alert(document.domain)",
  "data:text/html,<script>alert(1)</script>",
  "/\r\nSet-Cookie: stolen=1",
];

const enc = encodeURIComponent;
let signUps = 0;
/** The ways in, each sending `target` as its return address, named by their source file. */
const entryPoints: { file: string; name: string; send: (target: string) => Promise<Response> }[] = [
  {
    file: "server/institutions/sso/login-page.ts",
    name: "the login page, signed in",
    send: (target) => learner.request(`/login?redirectTo=${enc(target)}`),
  },
  {
    file: "server/institutions/sso/login-page.ts",
    name: "signing in on the login form",
    send: (target) =>
      httpSession(subject).postForm("/login", {
        email,
        password: learnerPassword,
        redirectTo: target,
      }),
  },
  {
    file: "server/screens/login-two-factor-page.ts",
    name: "the second step's page, signed in",
    send: (target) => learner.request(`/login/two-factor?redirectTo=${enc(target)}`),
  },
  {
    file: "server/screens/login-two-factor-page.ts",
    name: "the second step's page, no challenge",
    send: (target) => httpSession(subject).request(`/login/two-factor?redirectTo=${enc(target)}`),
  },
  {
    file: "server/screens/login-two-factor-page.ts",
    name: "the second step's form, no challenge",
    send: (target) =>
      httpSession(subject).postForm("/login/two-factor", {
        method: "totp",
        code: "123456",
        redirectTo: target,
      }),
  },
  {
    file: "server/accounts/auth/signup-page.ts",
    name: "the sign-up page, signed in",
    send: (target) => learner.request(`/signup?redirectTo=${enc(target)}`),
  },
  {
    // An invitation's page sends sign-up back to it (docs/product/institutions.md#invitations). Past the sign-up limit the
    // answers are 429s, checked the same way.
    file: "server/accounts/auth/signup-page.ts",
    name: "signing up on the form",
    send: (target) =>
      httpSession(subject).postForm("/signup", {
        firstName: "Rhea",
        lastName: "Direct",
        professionalRegType: "nurse",
        regNo: "NMC-12A3456",
        institution: "Northgate University",
        email: `redirects-${++signUps}@example.org`,
        password: learnerPassword,
        redirectTo: target,
      }),
  },
  {
    file: "server/accounts/auth/sign-out-page.ts",
    name: "signing out",
    send: (target) => httpSession(subject).postForm("/auth/sign-out", { redirectTo: target }),
  },
  {
    file: "server/accounts/get-started-page.ts",
    name: "completing the profile",
    send: (target) =>
      learner.postForm(`/get-started?redirectTo=${enc(target)}`, {
        firstName: "Rhea",
        lastName: "Direct",
        professionalRegType: "nurse",
        regNo: "NMC-12A3456",
        institution: "Northgate University",
      }),
  },
  {
    file: "server/accounts/auth/resend-verification-page.ts",
    name: "sending the confirmation again",
    send: (target) => learner.postForm("/auth/resend-verification", { redirectTo: target }),
  },
  {
    file: "server/accounts/require-user.ts",
    name: "the sign-in gate's way back",
    send: (target) =>
      httpSession(subject).request(`/dashboard?x=${enc(target)}`, {
        headers: { accept: "text/html" },
      }),
  },
  {
    file: "server/accounts/auth/auth-return-addresses.ts",
    name: "the auth API's sign-in callbackURL",
    send: (target) =>
      httpSession(subject).postJson("/api/auth/sign-in/email", {
        email,
        password: learnerPassword,
        callbackURL: target,
      }),
  },
  {
    file: "server/accounts/auth/auth-return-addresses.ts",
    name: "the auth API's sign-up callbackURL",
    send: (target) =>
      httpSession(subject).postJson("/api/auth/sign-up/email", {
        email: `new-${Math.random().toString(36).slice(2)}@example.org`,
        password: learnerPassword,
        name: "New Person",
        callbackURL: target,
      }),
  },
  {
    file: "server/accounts/auth/auth-return-addresses.ts",
    name: "the reset request's redirectTo",
    send: (target) =>
      httpSession(subject).postJson("/api/auth/request-password-reset", {
        email,
        redirectTo: target,
      }),
  },
  {
    file: "server/accounts/auth/auth-return-addresses.ts",
    name: "the reset link's callbackURL",
    send: (target) =>
      httpSession(subject).request(
        `/api/auth/reset-password/not-a-token?callbackURL=${enc(target)}`,
      ),
  },
  {
    file: "server/accounts/auth/auth-return-addresses.ts",
    name: "the confirmation link's callbackURL",
    send: (target) =>
      httpSession(subject).request(`/api/auth/verify-email?token=bad&callbackURL=${enc(target)}`),
  },
];

/** Every address the answer sends the browser to, and the return addresses inside those. */
function destinations(response: Response, body: string): string[] {
  const found: string[] = [];
  const location = response.headers.get("location");
  if (location) found.push(location);
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    const json = JSON.parse(body || "null") as Record<string, unknown> | null;
    for (const key of ["url", "redirect", "redirectTo", "callbackURL"]) {
      if (typeof json?.[key] === "string") found.push(json[key]);
    }
  }
  for (const [, address = ""] of body.matchAll(
    /http-equiv="refresh" content="\d+;url=([^"]*)"/gi,
  )) {
    found.push(address);
  }
  const nested = found.flatMap((address) => {
    const query = new URL(address, ownOrigin).searchParams;
    return ["redirectTo", "callbackURL", "returnTo", "next"].flatMap((key) => query.getAll(key));
  });
  return [...found, ...nested];
}

describe("a hostile return address", () => {
  it.each(entryPoints.map((entry) => [entry.name, entry] as const))(
    "never leaves the site: %s",
    async (_, entry) => {
      const escaped: string[] = [];
      for (const target of hostile) {
        const response = await entry.send(target);
        expect(response.status).toBeLessThan(500);
        for (const address of destinations(response, await response.text())) {
          const resolved = new URL(address, ownOrigin);
          if (resolved.origin !== ownOrigin || /[\r\n]/.test(address)) {
            escaped.push(`${JSON.stringify(target)} → ${address}`);
          }
        }
        const cookies = response.headers.getSetCookie().join("\n");
        expect(cookies).not.toContain("stolen");
      }
      expect(escaped).toEqual([]);
    },
  );

  it("is refused by the auth API, while its own return addresses pass", async () => {
    const visitor = httpSession(subject);
    const refused = await visitor.request(
      `/api/auth/verify-email?token=x&callbackURL=${enc("https://evil.example")}`,
    );
    expect(refused.status).toBe(400);
    for (const own of ["/auth/callback", `${ownOrigin}/auth/callback`]) {
      const response = await visitor.request(
        `/api/auth/verify-email?token=x&callbackURL=${enc(own)}`,
      );
      expect(response.status).not.toBe(400);
      expect(new URL(response.headers.get("location") ?? "", ownOrigin).origin).toBe(ownOrigin);
    }
  });

  it("is looked for in every source file that reads one", () => {
    const names = /\b(redirectTo|callbackURL|returnTo|returnUrl|next|continue)\b["']?\s*[,:)]/;
    const readers = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return readers(path);
        if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
        const source = readFileSync(path, "utf8");
        const reads =
          /searchParams\.get\(\s*["'](redirectTo|callbackURL|returnTo|next)["']/.test(source) ||
          (/safeRedirect\(/.test(source) && names.test(source)) ||
          /returnAddress\(/.test(source);
        return reads ? [path] : [];
      });
    const covered = new Set(entryPoints.map((entry) => entry.file));
    const exempt = new Set([
      "common/safe-redirect.ts",
      // Reads sign-up's redirectTo only to find the invitation it names (the prefill); where the
      // visitor is sent is signup-page.ts's, checked above.
      "server/institutions/pages/invitation-signup-page.ts",
    ]);
    const found = [...readers("app"), ...readers("server")].filter((file) => !exempt.has(file));
    expect(found.length).toBeGreaterThan(3);
    expect(found.filter((file) => !covered.has(file))).toEqual([]);
  });
});
