import type { Action } from "../../policy/policies";

/**
 * Whose data each route of the route table answers with or changes: the security suite's IDOR
 * sweep (idor-sweep.test.ts) fails when a route with a loader or an action is missing here, so a
 * new route is classified, and then swept, before it can land (decision 0031).
 *
 * - `public`: shows and changes no one's own data (the reason says why).
 * - `own`: answers with, or changes, the signed-in person's own rows only, found through the
 *   session; any object it names in the URL, the query or the body is in `objects`, and the sweep
 *   replays user A's requests as user B (idor-sweep.test.ts, `replays`).
 * - `admin`: the back office, hidden from everyone else (a member gets the 404 page).
 * - `manager`: an institution's manager area (issue 15), behind `requireManager`: anyone who
 *   does not manage the institution in the URL gets the 404 page, and nothing changes (the sweep
 *   sends every page and action as a member who manages nothing; app/routes/manage/
 *   manager-gate.test.ts sends them as the manager of another institution).
 * - `dev`: the development pages, which exist only on a localhost deployment, for a browser on
 *   the same machine.
 *
 * A URL parameter must be explained: `params` says what each one names, when it is not one of
 * the person's own objects (which go in `objects`).
 *
 * Every route names the policies its loader and action ask (`policies`, actions of
 * server/policy/policies.ts, decision 0048): the sweep fails on a route without one, on a name
 * the table does not have, and on a kind its policies do not fit.
 */
export type RouteScope = { policies: [Action, ...Action[]] } & (
  | { kind: "public"; reason: string; params?: Record<string, string> }
  | {
      kind: "own";
      /** Owned objects the route takes by id, and where: "note id (body noteId)". */
      objects?: string[];
      params?: Record<string, string>;
    }
  | { kind: "admin" }
  | { kind: "manager"; params?: Record<string, string> }
  | { kind: "dev" }
);

const institution = {
  institutionId:
    "an institution; requireManager reads the user's roles in it in SQL, the policy decides",
};

const cohort = {
  ...institution,
  cohortId: "a cohort; found only within the institution requireManager vouched for, in SQL",
};

const course = { courseId: "a course, shared content; access is the course gate's" };

export const routeScopes: Record<string, RouteScope> = {
  root: { kind: "own", policies: ["site:visit", "account:use"] },
  "routes/seo/sitemap-xml": {
    kind: "public",
    policies: ["site:visit"],
    reason: "published pages and articles",
  },
  "routes/seo/robots-txt": { kind: "public", policies: ["site:visit"], reason: "crawler rules" },
  "routes/seo/blog-rss-xml": {
    kind: "public",
    policies: ["site:visit"],
    reason: "published articles",
  },
  "routes/marketing/home": { kind: "public", policies: ["site:visit"], reason: "marketing page" },
  "routes/marketing/about": { kind: "public", policies: ["site:visit"], reason: "marketing page" },
  "routes/billing/pricing": {
    kind: "public",
    policies: ["site:visit"],
    reason: "plans; its action stores a new institution enquiry, which no one reads back here",
  },
  "routes/marketing/contact": {
    kind: "public",
    policies: ["site:visit"],
    reason: "its action stores a new message, which no one reads back here",
  },
  "routes/marketing/careers": {
    kind: "public",
    policies: ["site:visit"],
    reason: "its action stores a new application, which only the back office reads",
  },
  "routes/blog/blog-list": {
    kind: "public",
    policies: ["site:visit"],
    reason: "published articles",
  },
  "routes/blog/blog-article": {
    kind: "public",
    policies: ["site:visit"],
    reason: "a published article",
    params: { id: "an article's slug, public" },
  },
  "routes/auth/login": { kind: "public", policies: ["site:visit"], reason: "signs the caller in" },
  "routes/auth/login-two-factor": {
    kind: "public",
    policies: ["site:visit"],
    reason: "the caller's own sign-in challenge, held in their cookie",
  },
  "routes/auth/signup": { kind: "public", policies: ["site:visit"], reason: "makes a new account" },
  "routes/auth/forgot-password": {
    kind: "public",
    policies: ["site:visit"],
    reason: "sends a link to the address's owner and says the same whoever asks",
  },
  "routes/auth/reset-password": {
    kind: "public",
    policies: ["site:visit"],
    reason: "the token in the link is the only key, checked by better-auth",
  },
  "routes/auth/callback": {
    kind: "public",
    policies: ["site:visit"],
    reason: "the caller's own session, if any",
  },
  "routes/auth/google": {
    kind: "public",
    policies: ["site:visit"],
    reason: "starts the caller's own Google sign-in",
  },
  "routes/auth/sso": {
    kind: "public",
    policies: ["site:visit"],
    reason:
      "starts the caller's own single sign-on with the institution their email's domain names, or the one they chose",
  },
  "routes/auth/link-sso": {
    kind: "public",
    policies: ["site:visit", "account:use"],
    reason:
      "a pending link the server signed (the caller's cookie, or the emailed token) is the only key; connecting from the cookie also needs the account's owner signed in",
  },
  "routes/resources/institutions": {
    kind: "public",
    policies: ["site:visit"],
    reason:
      "the approved list of institutions for the profile form; adding writes nothing (a profile save proposes the name)",
  },
  "routes/certificates/verify-certificate": {
    kind: "public",
    policies: ["site:visit"],
    reason:
      "verification: the holder's name, course, hours and date only (the sweep checks nothing more shows)",
    params: { number: "a certificate's number, public by design" },
  },
  "routes/invitations/invitation": {
    kind: "public",
    policies: ["site:visit", "learning-area:enter"],
    reason:
      "the token in the link is the only key (only its SHA-256 is stored); accepting takes a seat for the caller alone",
    params: { token: "an invitation's secret token" },
  },
  "routes/not-found": {
    kind: "public",
    policies: ["site:visit"],
    reason: "the 404 page",
    params: { "*": "any path nothing else answers" },
  },
  "routes/auth/get-started": { kind: "own", policies: ["account:use"] },
  "routes/auth/sign-out": { kind: "own", policies: ["account:use"] },
  "routes/auth/resend-verification": { kind: "own", policies: ["account:use"] },
  "routes/billing/test-checkout": { kind: "own", policies: ["learning-area:enter"] },
  "routes/billing/test-portal": { kind: "own", policies: ["learning-area:enter"] },
  "routes/billing/checkout": { kind: "own", policies: ["learning-area:enter"] },
  "routes/billing/portal": { kind: "own", policies: ["account:use"] },
  "routes/billing/subscription": { kind: "own", policies: ["account:use"] },
  "routes/layouts/learning-layout": { kind: "own", policies: ["account:use"] },
  "routes/account/account": {
    kind: "own",
    policies: ["account:use", "object:own"],
    objects: ["session id (body sessionId)"],
  },
  "routes/account/learning-record": {
    kind: "own",
    policies: ["learning-area:enter", "object:own"],
    objects: ["CPD activity id (body activityId)", "course of a reflection (body courseId)"],
  },
  "routes/learn/dashboard": {
    kind: "own",
    policies: ["learning-area:enter", "course:open", "course:premium-features"],
  },
  "routes/manage/manage-index": {
    kind: "manager",
    policies: ["learning-area:enter", "institution:view"],
  },
  "routes/manage/manage-layout": {
    kind: "manager",
    policies: ["institution:view"],
    params: institution,
  },
  "routes/manage/overview": {
    kind: "manager",
    policies: ["institution:view"],
    params: institution,
  },
  "routes/manage/cohorts": {
    kind: "manager",
    policies: ["institution:view", "institution:change"],
    params: institution,
  },
  "routes/manage/cohort": { kind: "manager", policies: ["cohort:view"], params: cohort },
  "routes/manage/cohort-settings": {
    kind: "manager",
    policies: ["cohort:view", "cohort:change"],
    params: cohort,
  },
  "routes/manage/institution-export": {
    kind: "manager",
    policies: ["institution:view"],
    params: institution,
  },
  "routes/manage/cohort-export": { kind: "manager", policies: ["cohort:view"], params: cohort },
  "routes/manage/cohort-print": { kind: "manager", policies: ["cohort:view"], params: cohort },
  "routes/manage/learners": {
    kind: "manager",
    policies: ["institution:view", "institution:change"],
    params: institution,
  },
  "routes/manage/learners-import": {
    kind: "manager",
    policies: ["institution:view", "institution:change"],
    params: institution,
  },
  "routes/learn/course": {
    kind: "own",
    policies: ["learning-area:enter", "course:open", "course:premium-features"],
    params: course,
  },
  "routes/learn/lesson-player": {
    kind: "own",
    policies: ["learning-area:enter", "course:open", "course:premium-features", "object:own"],
    objects: ["note id (body noteId)"],
    params: { ...course, lessonId: "a lesson, shared content" },
  },
  "routes/learn/assessment": {
    kind: "own",
    policies: ["learning-area:enter", "course:open", "course:premium-features", "object:own"],
    objects: ["assessment result id (query result)"],
    params: course,
  },
  "routes/learn/certificate": {
    kind: "own",
    policies: ["learning-area:enter", "course:premium-features", "object:own"],
    params: course,
  },
  "routes/learn/practice-session": {
    kind: "own",
    policies: ["learning-area:enter", "course:open", "object:own"],
    objects: ["practice attempt id (param attemptId)"],
    params: { attemptId: "one of the person's own practice attempts, found with the owner in SQL" },
  },
  "routes/learn/practice-debrief": {
    kind: "own",
    policies: ["learning-area:enter", "course:open", "object:own"],
    objects: ["practice attempt id (param attemptId)"],
    params: { attemptId: "one of the person's own practice attempts, found with the owner in SQL" },
  },
  "routes/account/account-export": { kind: "own", policies: ["account:use", "object:own"] },
  "learning-record-csv": { kind: "own", policies: ["learning-area:enter", "object:own"] },
  "learning-record-pdf": { kind: "own", policies: ["learning-area:enter", "object:own"] },
  "routes/dev/ui": { kind: "dev", policies: ["dev-pages:open"] },
  "routes/dev/mailbox": { kind: "dev", policies: ["dev-pages:open"] },
  "routes/dev/practice-harness": { kind: "dev", policies: ["dev-pages:open"] },
  "routes/admin/admin-layout": { kind: "admin", policies: ["back-office:enter"] },
  "routes/admin/overview": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/email-queue": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/launch-status": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/articles": { kind: "admin", policies: ["back-office:use"] },
  "admin-article-new": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/article-editor": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/audit-log": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/audit-entry": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/members": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/member": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/institutions": { kind: "admin", policies: ["back-office:use"] },
  "admin-institution-new": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/institution-editor": {
    kind: "admin",
    policies: ["back-office:use", "back-office:sensitive-change"],
  },
  "routes/admin/courses": { kind: "admin", policies: ["back-office:use"] },
  "admin-course-new": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/course-editor": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/assessment-editor": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/lesson-editor": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/inbox-messages": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/inbox-message": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/inbox-applications": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/inbox-application": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/inbox-resume": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/inbox-enquiries": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/inbox-enquiry": { kind: "admin", policies: ["back-office:use"] },
  "routes/admin/security": { kind: "admin", policies: ["back-office:enter", "back-office:use"] },
  "routes/admin/institution-sso": {
    kind: "admin",
    policies: ["back-office:use", "back-office:sensitive-change"],
  },
  "routes/admin/institution-names": { kind: "admin", policies: ["back-office:use"] },
};
