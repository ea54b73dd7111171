import type { RouteScope } from "./route-scope";

/** Each route of the route table with its scope (route-scope.ts says what a scope holds). */
const institution = {
  institutionId:
    "an institution; requireManager reads the user's roles in it in SQL, the policy decides",
};

const cohort = {
  ...institution,
  cohortId: "a cohort; found only within the institution requireManager vouched for, in SQL",
};

const course = { courseId: "a course, shared content; access is the course gate's" };

/** Pages for anyone; each says why it shows and changes no one's own data. */
const anyone = { kind: "public", policies: ["site:visit"] } as const;
const backOffice = { kind: "admin", policies: ["back-office:use"] } as const;
const devPage = { kind: "dev", policies: ["dev-pages:open"] } as const;

export const routeScopes: Record<string, RouteScope> = {
  root: { kind: "own", policies: ["site:visit", "account:use"] },
  "routes/seo/sitemap-xml": {
    ...anyone,
    reason: "published pages and articles",
  },
  "routes/seo/robots-txt": { ...anyone, reason: "crawler rules" },
  "routes/seo/blog-rss-xml": {
    ...anyone,
    reason: "published articles",
  },
  "routes/marketing/home": { ...anyone, reason: "marketing page" },
  "routes/marketing/about": { ...anyone, reason: "marketing page" },
  "routes/billing/pricing": {
    ...anyone,
    reason: "plans; its action stores a new institution enquiry, which no one reads back here",
  },
  "routes/marketing/contact": {
    ...anyone,
    reason: "its action stores a new message, which no one reads back here",
  },
  "routes/marketing/careers": {
    ...anyone,
    reason: "its action stores a new application, which only the back office reads",
  },
  "routes/blog/blog-list": {
    ...anyone,
    reason: "published articles",
  },
  "routes/blog/blog-article": {
    ...anyone,
    reason: "a published article",
    params: { id: "an article's slug, public" },
  },
  "routes/auth/login": { ...anyone, reason: "signs the caller in" },
  "routes/auth/login-two-factor": {
    ...anyone,
    reason: "the caller's own sign-in challenge, held in their cookie",
  },
  "routes/auth/signup": { ...anyone, reason: "makes a new account" },
  "routes/auth/forgot-password": {
    ...anyone,
    reason: "sends a link to the address's owner and says the same whoever asks",
  },
  "routes/auth/reset-password": {
    ...anyone,
    reason: "the token in the link is the only key, checked by better-auth",
  },
  "routes/auth/callback": {
    ...anyone,
    reason: "the caller's own session, if any",
  },
  "routes/auth/google": {
    ...anyone,
    reason: "starts the caller's own Google sign-in",
  },
  "routes/auth/sso": {
    ...anyone,
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
    ...anyone,
    reason:
      "the approved list of institutions for the profile form; adding writes nothing (a profile save proposes the name)",
  },
  "routes/certificates/verify-certificate": {
    ...anyone,
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
    ...anyone,
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
  "routes/notices/notices": {
    kind: "own",
    policies: ["account:use", "object:own"],
    objects: ["notice id (body noticeId)"],
  },
  "routes/email/unsubscribe": {
    ...anyone,
    reason:
      "the signed token in the link is the only key; the page shows which optional email it turns off and whether it is off, nothing of the person",
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
  "routes/manage/learner": {
    kind: "manager",
    policies: ["institution:view"],
    params: {
      ...institution,
      userId:
        "a learner; found only among the seats and records of the institution requireManager vouched for, in SQL",
    },
  },
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
  "routes/manage/audit": {
    kind: "manager",
    policies: ["institution:view"],
    params: institution,
  },
  "routes/manage/audit-export": {
    kind: "manager",
    policies: ["institution:view"],
    params: institution,
  },
  "routes/manage/records": { kind: "manager", policies: ["institution:view"], params: institution },
  "routes/manage/records-export": {
    kind: "manager",
    policies: ["institution:view"],
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
  "routes/learn/renew": {
    kind: "own",
    // The certificate renewed is found by the signed-in user's id in SQL, as the certificate route's.
    policies: ["learning-area:enter", "course:open", "object:own"],
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
  "routes/dev/ui": devPage,
  "routes/dev/mailbox": devPage,
  "routes/dev/practice-harness": devPage,
  "routes/admin/admin-layout": { kind: "admin", policies: ["back-office:enter"] },
  "routes/admin/overview": backOffice,
  "routes/admin/email-queue": backOffice,
  "routes/admin/launch-status": backOffice,
  "routes/admin/articles": backOffice,
  "admin-article-new": backOffice,
  "routes/admin/article-editor": backOffice,
  "routes/admin/audit-log": backOffice,
  "routes/admin/audit-log-export": backOffice,
  "routes/admin/audit-entry": backOffice,
  "routes/admin/members": backOffice,
  "routes/admin/member": backOffice,
  "routes/admin/institutions": backOffice,
  "admin-institution-new": backOffice,
  "routes/admin/institution-editor": {
    kind: "admin",
    policies: ["back-office:use", "back-office:sensitive-change"],
  },
  "routes/admin/courses": backOffice,
  "admin-course-new": backOffice,
  "routes/admin/course-editor": backOffice,
  "routes/admin/assessment-editor": backOffice,
  "routes/admin/lesson-editor": backOffice,
  "routes/admin/inbox-messages": backOffice,
  "routes/admin/inbox-message": backOffice,
  "routes/admin/inbox-applications": backOffice,
  "routes/admin/inbox-application": backOffice,
  "routes/admin/inbox-resume": backOffice,
  "routes/admin/inbox-enquiries": backOffice,
  "routes/admin/inbox-enquiry": backOffice,
  "routes/admin/security": { kind: "admin", policies: ["back-office:enter", "back-office:use"] },
  "routes/admin/institution-identity-provider": {
    kind: "admin",
    policies: ["back-office:use", "back-office:sensitive-change"],
  },
  "routes/admin/institution-sso": {
    kind: "admin",
    policies: ["back-office:use", "back-office:sensitive-change"],
  },
  "routes/admin/institution-names": backOffice,
};
