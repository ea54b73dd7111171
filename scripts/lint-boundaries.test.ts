import { join } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Feeds the project's own ESLint config imports that docs/architecture.md forbids, at several
// depths of `../` and through every alias, and imports it allows (decision 0016). The files
// need not exist: imports resolve from the path given, to real modules in the repository.
const root = join(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, "eslint.config.js") });
});

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages;
}

const boundary = "import-x/no-restricted-paths";
const serverValue = "@typescript-eslint/no-restricted-imports";
const dynamicServerValue = "no-restricted-syntax";
const cycle = "import-x/no-cycle";
const oneServerEntry = "clinova/one-server-entry";

const forbidden: [name: string, filePath: string, code: string, rule: string][] = [
  [
    "common → server, two levels up",
    "common/auth/boundary-probe.ts",
    'export { openDatabase } from "../../server/db/client";',
    boundary,
  ],
  [
    "common → server, three levels up",
    "common/auth/deeper/boundary-probe.ts",
    'import type { Db } from "../../../server/db/client";\nexport type Probe = Db;',
    boundary,
  ],
  [
    "common → server through @server/",
    "common/boundary-probe.ts",
    'export { openDatabase } from "@server/db/client";',
    boundary,
  ],
  [
    "common → app through ~/",
    "common/boundary-probe.ts",
    'export { cn } from "~/lib/cn";',
    boundary,
  ],
  [
    "server/db/seed → app, three levels up",
    "server/db/seed/boundary-probe.ts",
    'export { cn } from "../../../app/lib/cn";',
    boundary,
  ],
  [
    "server → app through ~/",
    "server/boundary-probe.ts",
    'export { cn } from "~/lib/cn";',
    boundary,
  ],
  [
    "a feature → another feature through ~/",
    "app/features/home-page/boundary-probe.tsx",
    'export { ArticleImage } from "~/features/blog/article-image";',
    boundary,
  ],
  [
    "a nested feature folder → another feature, relatively",
    "app/features/learning/player/boundary-probe.tsx",
    'export { PricingPage } from "../../billing/pricing-page";',
    boundary,
  ],
  [
    "a feature → a route module",
    "app/features/home-page/boundary-probe.tsx",
    'export { default } from "~/routes/not-found";',
    boundary,
  ],
  [
    "a shared component → a feature",
    "app/components/ui/boundary-probe.tsx",
    'export { ArticleImage } from "~/features/blog/article-image";',
    boundary,
  ],
  [
    "a component → a server value through @server/",
    "app/components/ui/boundary-probe.tsx",
    'import { openDatabase } from "@server/db/client";\nexport const probe = openDatabase;',
    serverValue,
  ],
  [
    "a feature → a server value, three levels up",
    "app/features/learning/player/boundary-probe.tsx",
    'import { openDatabase } from "../../../../server/db/client";\nexport const probe = openDatabase;',
    serverValue,
  ],
  [
    "a component → a server value by dynamic import",
    "app/components/ui/boundary-probe.tsx",
    'export const probe = () => import("@server/db/client");',
    dynamicServerValue,
  ],
  [
    "a domain → one above it: learning → practice (decision 0049)",
    "server/learning/boundary-probe.ts",
    'export { startAttempt } from "../practice/attempts";',
    boundary,
  ],
  [
    "a domain → one beside it on its layer: content → leads",
    "server/content/boundary-probe.ts",
    'export { saveContactSubmission } from "../leads/contact-submissions";',
    boundary,
  ],
  [
    "a lower domain → the back office through @server/, from a nested folder",
    "server/institutions/sso/boundary-probe.ts",
    'export { containing } from "@server/back-office/list-page";',
    boundary,
  ],
  [
    "accounts → billing, the lowest domain → the next",
    "server/accounts/auth/boundary-probe.ts",
    'export { subscriptionStatus } from "../../billing/subscription-status";',
    boundary,
  ],
  [
    "a platform part → a domain: http → accounts",
    "server/http/boundary-probe.ts",
    'export { authBasePath } from "../accounts/auth/create-auth";',
    boundary,
  ],
  [
    "a platform part → a domain by type: the audit log → the back office",
    "server/audit/boundary-probe.ts",
    'import type { GrantOutcome } from "../back-office/admins";\nexport type Probe = GrantOutcome;',
    boundary,
  ],
  [
    "a domain → the wiring: back office → server/app.ts",
    "server/back-office/boundary-probe.ts",
    'export { createApp } from "../app";',
    boundary,
  ],
  [
    "scripts → bench",
    "scripts/boundary-probe.ts",
    'export { startLighthouse } from "../bench/support/lighthouse-runs";',
    boundary,
  ],
  [
    "a cycle: cn ↔ button",
    "app/lib/cn.ts",
    'import { Button } from "~/components/ui/button";\nexport const cn = () => Button;',
    cycle,
  ],
  [
    "the old cycle: served-without-scripts ↔ root",
    "app/components/layout/served-without-scripts.ts",
    'import { links } from "~/root";\nexport const probe = links;',
    cycle,
  ],
  [
    "a route module → two server modules (decision 0050)",
    "app/routes/manage/boundary-probe.tsx",
    [
      'import { learnersPage } from "@server/institutions/pages/learners-page";',
      'import { readForm } from "@server/http/read-form";',
      "export const probe = [learnersPage, readForm];",
    ].join("\n"),
    oneServerEntry,
  ],
  [
    "a route module → two server modules, one of them relatively",
    "app/routes/auth/boundary-probe.tsx",
    [
      'import { loginPage } from "../../../server/institutions/sso/login-page";',
      'import { signUpPage } from "@server/accounts/auth/signup-page";',
      "export const probe = [loginPage, signUpPage];",
    ].join("\n"),
    oneServerEntry,
  ],
];

const allowed: [name: string, filePath: string, code: string][] = [
  [
    "a route module → its page module, its gate, server/context and server types",
    "app/routes/manage/boundary-probe.tsx",
    [
      'import { learnersPage } from "@server/institutions/pages/learners-page";',
      'import { requireManager } from "@server/institutions/require-manager";',
      'import type { AppContext } from "@server/context";',
      'import type { Db } from "@server/db/client";',
      'import { type SessionUser } from "@server/accounts/auth/session-user";',
      "export type Probe = [AppContext, Db, SessionUser];",
      "export const probe = [learnersPage, requireManager];",
    ].join("\n"),
  ],
  [
    "a route module → a server value",
    "app/routes/learn/boundary-probe.tsx",
    'import { openDatabase } from "@server/db/client";\nexport const probe = openDatabase;',
  ],
  [
    "a *.server.ts module in app/ → a server value",
    "app/components/ui/boundary-probe.server.ts",
    'import { openDatabase } from "../../../server/db/client";\nexport const probe = openDatabase;',
  ],
  [
    "a component → a server type",
    "app/components/ui/boundary-probe.tsx",
    'import type { Db } from "@server/db/client";\nexport type Probe = Db;',
  ],
  [
    "a feature → components, lib, common, its own folder and server types",
    "app/features/learning/player/boundary-probe.tsx",
    [
      'import { brand } from "@common/brand";',
      'import type { Db } from "@server/db/client";',
      'import { Button } from "~/components/ui/button";',
      'import { cn } from "~/lib/cn";',
      'import { Markdown } from "./markdown";',
      'import { ProgressMeter } from "../progress-meter";',
      "export type Probe = Db;",
      "export const probe = [brand, Button, cn, Markdown, ProgressMeter];",
    ].join("\n"),
  ],
  [
    "a domain → the platform and the domains below it (decision 0049)",
    "server/practice/boundary-probe.ts",
    [
      'import { recordAudit } from "../audit/audit-log";',
      'import { requireUser } from "../accounts/require-user";',
      'import { subscriptionStatus } from "@server/billing/subscription-status";',
      'import { outerCourseId } from "../learning/course-ref";',
      'import { readForm } from "../http/read-form";',
      'import type { AppContext } from "../context";',
      "export type Probe = AppContext;",
      "export const probe = [recordAudit, requireUser, subscriptionStatus, outerCourseId, readForm];",
    ].join("\n"),
  ],
  [
    "the wiring → every domain",
    "server/boundary-probe.ts",
    [
      'import { practiceLessonPlugs } from "./practice/practice-lesson-plugs";',
      'import { hideBackOffice } from "./back-office/hide-back-office";',
      "export const probe = [practiceLessonPlugs, hideBackOffice];",
    ].join("\n"),
  ],
  [
    "bench → scripts",
    "bench/boundary-probe.ts",
    'export { buildIsStale } from "../scripts/build-freshness";',
  ],
  [
    "server → common",
    "server/db/seed/boundary-probe.ts",
    'export { brand } from "../../../common/brand";',
  ],
];

describe("the import rules of docs/architecture.md", () => {
  it.each(forbidden)("rejects %s", async (_name, filePath, code, rule) => {
    const messages = await lint(filePath, code);
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    expect(messages.map((message) => message.ruleId)).toContain(rule);
  });

  it.each(allowed)("accepts %s", async (_name, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });
});
