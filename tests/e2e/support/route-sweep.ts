import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeTable from "../../../app/routes";

/**
 * The accessibility sweep's list of pages, read from the route table itself (app/routes.ts), so
 * a new route is swept by construction. A route without parameters is visited at its own
 * address by the people its layout admits; one the sweep cannot visit that way (parameters, a
 * state it needs, a page that forwards) must be declared in `declared` below, or the sweep fails.
 */

export type Audience = "visitor" | "learner" | "admin" | "manager";

export type TableRoute = {
  pattern: string;
  file: string;
  layout: string | undefined;
  /** A route module without a default export answers without a page (XML, a file, a redirect). */
  isPage: boolean;
};

function flatten(
  entries: RouteConfigEntry[],
  parentPath: string,
  layout: string | undefined,
): TableRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}`.replace(/\/+/g, "/") : parentPath;
    if (entry.children) {
      return flatten(entry.children, path, entry.path === undefined ? entry.file : layout);
    }
    const source = readFileSync(join("app", entry.file), "utf8");
    return [
      {
        pattern: path || "/",
        file: entry.file,
        layout,
        isPage: /^export default /m.test(source),
      },
    ];
  });
}

export const tableRoutes = flatten(routeTable, "", undefined);

/** Whether `pathname` is an address of `pattern` (`:param`, `:param?`, `*`). */
export function matchesPattern(pathname: string, pattern: string) {
  if (pattern === "/*") return true;
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part.endsWith("?") ? "(?:/[^/]+)?" : part.startsWith(":") ? "/[^/]+" : `/${escape(part)}`,
    )
    .join("");
  return new RegExp(`^${source || "/"}/?$`).test(pathname);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the sweep needs to fill in parameters: made by the sweep's tests. */
export type SweepData = {
  /** The demo courses: the first's lesson is `lesson`; the second has other kinds of blocks. */
  courses: [string, string];
  lesson: string;
  article: string;
  certificate: string;
  /** An open invitation's token (tests/e2e/accessibility.spec.ts makes one). */
  invitation: string;
  admin?: {
    articleId: string;
    auditEntryId: string;
    memberId: string;
    courseId: string;
    lessonId: string;
    messageId: string;
    applicationId: string;
    enquiryId: string;
    institutionId: string;
  };
  /** The learner's practice attempts (docs/product/practice.md#practice-session): one running, one finished with a debrief. */
  practice?: { running: string; finished: string };
  /** An institution the manager's sweep manages (one of two, so /manage lists them). */
  manager?: { institutionId: string; cohortId: string };
};

type Declaration =
  | {
      /** Who visits it; by default, the people its layout admits. */
      as?: Audience[];
      urls: (data: SweepData) => string[];
      /** The route shows nothing of its own and forwards there (the landing page is swept). */
      forwardsTo?: string;
    }
  /** Not visited by the sweep, with where it is checked instead. */
  | { elsewhere: string };

const adminData = (data: SweepData) => {
  if (!data.admin) throw new Error("the admin's sweep data is missing");
  return data.admin;
};

const practiceData = (data: SweepData) => {
  if (!data.practice) throw new Error("the practice sweep data is missing");
  return data.practice;
};

const managerData = (data: SweepData) => {
  if (!data.manager) throw new Error("the manager's sweep data is missing");
  return data.manager;
};

/** Routes the sweep cannot visit at their own address, each with how to visit it. */
export const declared: Record<string, Declaration> = {
  // With "Sign in with your institution" answered for a domain without single sign-on; the
  // state with a provider is scanned by tests/e2e/institution-sso.spec.ts.
  "/login": {
    as: ["visitor"],
    urls: () => ["/login", "/login?sso-email=someone%40no-sso.example.org"],
  },
  "/signup": { as: ["visitor"], urls: () => ["/signup"] },
  "/forgot-password": { as: ["visitor"], urls: () => ["/forgot-password"] },
  "/reset-password": { as: ["visitor"], urls: () => ["/reset-password?token=not-a-real-token"] },
  "/login/two-factor": {
    elsewhere:
      "needs a pending two-factor sign-in: the admin's sweep signs in again and scans it, with a wrong code too",
  },
  "/auth/link-sso": {
    elsewhere:
      "needs a pending link, a signed cookie set only when an institution's provider names an existing account: tests/e2e/institution-sso.spec.ts reaches it that way and scans it before and after the password sign-in",
  },

  "/auth/callback": { as: ["learner"], urls: () => ["/auth/callback"], forwardsTo: "/dashboard" },
  "/get-started": { as: ["learner"], urls: () => ["/get-started"] },
  "/blog": { urls: () => ["/blog", "/blog?page=2"] },
  "/blog/:id": { urls: (data) => [`/blog/${data.article}`, "/blog/no-such-article"] },
  "/billing/test-checkout": {
    as: ["learner"],
    urls: () => ["/billing/test-checkout?plan=premium&period=yearly"],
  },
  "/billing/test-portal": { as: ["learner"], urls: () => ["/billing/test-portal"] },
  "/certificates/:number": {
    urls: (data) => [`/certificates/${data.certificate}`, "/certificates/CLV-AAAA-AAAA-AAAA-AAAA"],
  },
  "/*": { urls: () => ["/no-such-page"] },
  "/course/:courseId": { urls: (data) => data.courses.map((course) => `/course/${course}`) },
  // The player's three tabs are states of one address.
  "/course/:courseId/start/:lessonId?": {
    urls: ({ courses: [first, second], lesson }) => [
      `/course/${first}/start`,
      `/course/${first}/start/${lesson}`,
      `/course/${first}/start/${lesson}?tab=vr`,
      `/course/${first}/start/${lesson}?tab=notes`,
      `/course/${second}/start`,
    ],
  },
  "/course/:courseId/assessment": { urls: (data) => [`/course/${data.courses[0]}/assessment`] },
  // A session's two modes (the 3D one shows its loading state until the scene arrives), and a debrief.
  "/practice/:attemptId": {
    urls: (data) => [
      `/practice/${practiceData(data).running}`,
      `/practice/${practiceData(data).running}?mode=list`,
    ],
  },
  "/practice/:attemptId/debrief": {
    urls: (data) => [`/practice/${practiceData(data).finished}/debrief`],
  },
  "/admin/articles/:articleId": {
    urls: (data) => [`/admin/articles/${adminData(data).articleId}`],
  },
  "/admin/audit-log/:entryId": {
    urls: (data) => [`/admin/audit-log/${adminData(data).auditEntryId}`],
  },
  "/admin/members/:userId": { urls: (data) => [`/admin/members/${adminData(data).memberId}`] },
  "/admin/institutions/:institutionId": {
    urls: (data) => [`/admin/institutions/${adminData(data).institutionId}`],
  },
  "/admin/institutions/:institutionId/sso": {
    urls: (data) => [`/admin/institutions/${adminData(data).institutionId}/sso`],
  },
  "/admin/institutions/:institutionId/identity-provider": {
    urls: (data) => [`/admin/institutions/${adminData(data).institutionId}/identity-provider`],
  },
  "/admin/courses/:courseId": { urls: (data) => [`/admin/courses/${adminData(data).courseId}`] },
  "/admin/courses/:courseId/assessment": {
    urls: (data) => [`/admin/courses/${adminData(data).courseId}/assessment`],
  },
  "/admin/lessons/:lessonId": { urls: (data) => [`/admin/lessons/${adminData(data).lessonId}`] },
  "/admin/inbox/messages/:messageId": {
    urls: (data) => [`/admin/inbox/messages/${adminData(data).messageId}`],
  },
  "/admin/inbox/applications/:applicationId": {
    urls: (data) => [`/admin/inbox/applications/${adminData(data).applicationId}`],
  },
  "/admin/inbox/enquiries/:enquiryId": {
    urls: (data) => [`/admin/inbox/enquiries/${adminData(data).enquiryId}`],
  },
  "/invitations/:token": {
    urls: (data) => [`/invitations/${data.invitation}`, "/invitations/no-such-invitation"],
  },
  "/manage/:institutionId": {
    urls: (data) => [`/manage/${managerData(data).institutionId}`],
  },
  "/manage/:institutionId/cohorts": {
    urls: (data) => [`/manage/${managerData(data).institutionId}/cohorts`],
  },
  // The faculty dashboard, each filter, and a cohort's settings and printable summary.
  "/manage/:institutionId/cohorts/:cohortId": {
    urls: (data) => {
      const { institutionId, cohortId } = managerData(data);
      const base = `/manage/${institutionId}/cohorts/${cohortId}`;
      return [base, `${base}?filter=overdue`, `${base}?filter=not-started`];
    },
  },
  "/manage/:institutionId/cohorts/:cohortId/settings": {
    urls: (data) => {
      const { institutionId, cohortId } = managerData(data);
      return [`/manage/${institutionId}/cohorts/${cohortId}/settings`];
    },
  },
  "/manage/:institutionId/cohorts/:cohortId/print": {
    urls: (data) => {
      const { institutionId, cohortId } = managerData(data);
      return [`/manage/${institutionId}/cohorts/${cohortId}/print`];
    },
  },
  "/manage/:institutionId/learners": {
    urls: (data) => [`/manage/${managerData(data).institutionId}/learners`],
  },
  "/manage/:institutionId/learners/import": {
    urls: (data) => [`/manage/${managerData(data).institutionId}/learners/import`],
  },
  "/manage/:institutionId/learners/:userId": {
    elsewhere:
      "needs a learner of the institution: tests/e2e/manager-learners.spec.ts opens one's page from the list and scans it",
  },
  "/manage/:institutionId/audit": {
    urls: (data) => [`/manage/${managerData(data).institutionId}/audit`],
  },
  "/manage/:institutionId/records": {
    urls: (data) => [`/manage/${managerData(data).institutionId}/records`],
  },
};

function audiencesOf(route: TableRoute): Audience[] {
  if (route.file.startsWith("routes/manage/")) return ["manager"];
  if (route.layout?.includes("admin-layout")) return ["admin"];
  if (route.layout?.includes("learning-layout")) return ["learner"];
  return ["visitor", "learner"];
}

export type Visit = { url: string; route: TableRoute; forwardsTo?: string };

/** Page routes neither visitable as they are nor declared: the sweep refuses to start. */
export function undeclaredRoutes() {
  return tableRoutes
    .filter((route) => route.isPage && !declared[route.pattern])
    .filter((route) => route.pattern.includes(":") || route.pattern.includes("*"))
    .map((route) => `${route.pattern} (${route.file})`);
}

/** Declarations whose route is gone or no longer a page. */
export function staleDeclarations() {
  const pages = new Set(tableRoutes.filter((r) => r.isPage).map((r) => r.pattern));
  return Object.keys(declared).filter((pattern) => !pages.has(pattern));
}

/** Every visit `audience` makes, in the route table's order. */
export function visitsFor(audience: Audience, data: SweepData): Visit[] {
  return tableRoutes
    .filter((route) => route.isPage)
    .flatMap((route): Visit[] => {
      const declaration = declared[route.pattern];
      if (declaration && "elsewhere" in declaration) return [];
      const audiences = declaration?.as ?? audiencesOf(route);
      if (!audiences.includes(audience)) return [];
      const urls = declaration ? declaration.urls(data) : [route.pattern];
      return urls.map((url) => ({ url, route, forwardsTo: declaration?.forwardsTo }));
    });
}
