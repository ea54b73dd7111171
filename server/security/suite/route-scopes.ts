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
 * - `manager`: an institution's manager area (docs/product/institutions.md#manager-area), behind `requireManager`: anyone who
 *   does not manage the institution in the URL gets the 404 page, and nothing changes (the sweep
 *   sends every page and action as a member who manages nothing; app/routes/manage/
 *   manager-gate.test.ts sends them as the manager of another institution).
 * - `dev`: the development pages, which exist only on a localhost deployment, for a browser on
 *   the same machine.
 *
 * A URL parameter must be explained: `params` says what each one names, when it is not one of
 * the person's own objects (which go in `objects`).
 */
export type RouteScope =
  | { kind: "public"; reason: string; params?: Record<string, string> }
  | {
      kind: "own";
      /** Owned objects the route takes by id, and where: "note id (body noteId)". */
      objects?: string[];
      params?: Record<string, string>;
    }
  | { kind: "admin" }
  | { kind: "manager"; params?: Record<string, string> }
  | { kind: "dev" };

const institution = { institutionId: "an institution; requireManager checks its manager in SQL" };

const cohort = {
  ...institution,
  cohortId: "a cohort; found only within the institution requireManager vouched for, in SQL",
};

const course = { courseId: "a course, shared content; access is the course gate's" };

export const routeScopes: Record<string, RouteScope> = {
  root: { kind: "own" },
  "routes/seo/sitemap-xml": { kind: "public", reason: "published pages and articles" },
  "routes/seo/robots-txt": { kind: "public", reason: "crawler rules" },
  "routes/seo/blog-rss-xml": { kind: "public", reason: "published articles" },
  "routes/marketing/home": { kind: "public", reason: "marketing page" },
  "routes/marketing/about": { kind: "public", reason: "marketing page" },
  "routes/billing/pricing": {
    kind: "public",
    reason: "plans; its action stores a new institution enquiry, which no one reads back here",
  },
  "routes/marketing/contact": {
    kind: "public",
    reason: "its action stores a new message, which no one reads back here",
  },
  "routes/marketing/careers": {
    kind: "public",
    reason: "its action stores a new application, which only the back office reads",
  },
  "routes/blog/blog-list": { kind: "public", reason: "published articles" },
  "routes/blog/blog-article": {
    kind: "public",
    reason: "a published article",
    params: { id: "an article's slug, public" },
  },
  "routes/auth/login": { kind: "public", reason: "signs the caller in" },
  "routes/auth/login-two-factor": {
    kind: "public",
    reason: "the caller's own sign-in challenge, held in their cookie",
  },
  "routes/auth/signup": { kind: "public", reason: "makes a new account" },
  "routes/auth/forgot-password": {
    kind: "public",
    reason: "sends a link to the address's owner and says the same whoever asks",
  },
  "routes/auth/reset-password": {
    kind: "public",
    reason: "the token in the link is the only key, checked by better-auth",
  },
  "routes/auth/callback": { kind: "public", reason: "the caller's own session, if any" },
  "routes/auth/google": { kind: "public", reason: "starts the caller's own Google sign-in" },
  "routes/auth/sso": {
    kind: "public",
    reason:
      "starts the caller's own single sign-on with the institution their email's domain names, or the one they chose",
  },
  "routes/auth/link-sso": {
    kind: "public",
    reason:
      "a pending link the server signed (the caller's cookie, or the emailed token) is the only key; connecting from the cookie also needs the account's owner signed in",
  },
  "routes/resources/institutions": {
    kind: "public",
    reason:
      "the approved list of institutions for the profile form; adding writes nothing (a profile save proposes the name)",
  },
  "routes/certificates/verify-certificate": {
    kind: "public",
    reason:
      "verification: the holder's name, course, hours and date only (the sweep checks nothing more shows)",
    params: { number: "a certificate's number, public by design" },
  },
  "routes/invitations/invitation": {
    kind: "public",
    reason:
      "the token in the link is the only key (only its SHA-256 is stored); accepting takes a seat for the caller alone",
    params: { token: "an invitation's secret token" },
  },
  "routes/not-found": {
    kind: "public",
    reason: "the 404 page",
    params: { "*": "any path nothing else answers" },
  },
  "routes/auth/get-started": { kind: "own" },
  "routes/auth/sign-out": { kind: "own" },
  "routes/auth/resend-verification": { kind: "own" },
  "routes/billing/test-checkout": { kind: "own" },
  "routes/billing/test-portal": { kind: "own" },
  "routes/billing/checkout": { kind: "own" },
  "routes/billing/portal": { kind: "own" },
  "routes/billing/subscription": { kind: "own" },
  "routes/layouts/learning-layout": { kind: "own" },
  "routes/account/account": { kind: "own", objects: ["session id (body sessionId)"] },
  "routes/account/learning-record": {
    kind: "own",
    objects: ["CPD activity id (body activityId)", "course of a reflection (body courseId)"],
  },
  "routes/learn/dashboard": { kind: "own" },
  "routes/manage/manage-index": { kind: "manager" },
  "routes/manage/manage-layout": { kind: "manager", params: institution },
  "routes/manage/overview": { kind: "manager", params: institution },
  "routes/manage/cohorts": { kind: "manager", params: institution },
  "routes/manage/cohort": { kind: "manager", params: cohort },
  "routes/manage/cohort-settings": { kind: "manager", params: cohort },
  "routes/manage/institution-export": { kind: "manager", params: institution },
  "routes/manage/cohort-export": { kind: "manager", params: cohort },
  "routes/manage/cohort-print": { kind: "manager", params: cohort },
  "routes/manage/learners": { kind: "manager", params: institution },
  "routes/manage/learners-import": { kind: "manager", params: institution },
  "routes/learn/course": { kind: "own", params: course },
  "routes/learn/lesson-player": {
    kind: "own",
    objects: ["note id (body noteId)"],
    params: { ...course, lessonId: "a lesson, shared content" },
  },
  "routes/learn/assessment": {
    kind: "own",
    objects: ["assessment result id (query result)"],
    params: course,
  },
  "routes/learn/certificate": { kind: "own", params: course },
  "routes/learn/practice-session": {
    kind: "own",
    objects: ["practice attempt id (param attemptId)"],
    params: { attemptId: "one of the person's own practice attempts, found with the owner in SQL" },
  },
  "routes/learn/practice-debrief": {
    kind: "own",
    objects: ["practice attempt id (param attemptId)"],
    params: { attemptId: "one of the person's own practice attempts, found with the owner in SQL" },
  },
  "routes/account/account-export": { kind: "own" },
  "learning-record-csv": { kind: "own" },
  "learning-record-pdf": { kind: "own" },
  "routes/dev/ui": { kind: "dev" },
  "routes/dev/mailbox": { kind: "dev" },
  "routes/dev/practice-harness": { kind: "dev" },
  "routes/admin/admin-layout": { kind: "admin" },
  "routes/admin/overview": { kind: "admin" },
  "routes/admin/email-queue": { kind: "admin" },
  "routes/admin/launch-status": { kind: "admin" },
  "routes/admin/articles": { kind: "admin" },
  "admin-article-new": { kind: "admin" },
  "routes/admin/article-editor": { kind: "admin" },
  "routes/admin/audit-log": { kind: "admin" },
  "routes/admin/audit-entry": { kind: "admin" },
  "routes/admin/members": { kind: "admin" },
  "routes/admin/member": { kind: "admin" },
  "routes/admin/institutions": { kind: "admin" },
  "admin-institution-new": { kind: "admin" },
  "routes/admin/institution-editor": { kind: "admin" },
  "routes/admin/courses": { kind: "admin" },
  "admin-course-new": { kind: "admin" },
  "routes/admin/course-editor": { kind: "admin" },
  "routes/admin/assessment-editor": { kind: "admin" },
  "routes/admin/lesson-editor": { kind: "admin" },
  "routes/admin/inbox-messages": { kind: "admin" },
  "routes/admin/inbox-message": { kind: "admin" },
  "routes/admin/inbox-applications": { kind: "admin" },
  "routes/admin/inbox-application": { kind: "admin" },
  "routes/admin/inbox-resume": { kind: "admin" },
  "routes/admin/inbox-enquiries": { kind: "admin" },
  "routes/admin/inbox-enquiry": { kind: "admin" },
  "routes/admin/security": { kind: "admin" },
  "routes/admin/institution-sso": { kind: "admin" },
  "routes/admin/institution-names": { kind: "admin" },
};
