import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { brand } from "../common/brand";

// The routes of docs/product.md#routes: those of the first specification's route table in its
// order, then the ones it did not list.
export default [
  // Resource routes (a loader answering with XML or text), ahead of the catch-all below.
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("blog/rss.xml", "routes/seo/blog-rss-xml.ts"),
  layout("routes/layouts/marketing-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("login/two-factor", "routes/auth/login-two-factor.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("product", "routes/marketing/product.tsx"),
    route("pricing", "routes/billing/pricing.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
    route("blog", "routes/blog/blog-list.tsx"),
    route("blog/:id", "routes/blog/blog-article.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("auth/callback", "routes/auth/callback.tsx"),
    route("get-started", "routes/auth/get-started.tsx"),
    route(`try-${brand.slug}`, "routes/marketing/try.tsx"),
    route("faqs", "routes/marketing/faqs.tsx"),
    route("careers", "routes/marketing/careers.tsx"),
    ...prefix("solutions", [
      index("routes/marketing/solutions.tsx"),
      route("individuals", "routes/marketing/solutions-individuals.tsx"),
      route("institutions", "routes/marketing/solutions-institutions.tsx"),
    ]),
    route("privacy-policy", "routes/marketing/privacy-policy.tsx"),
    route("platform/lms", "routes/marketing/coming-soon-lms.tsx", { id: "platform-lms" }),
    route("lms-coming-soon", "routes/marketing/coming-soon-lms.tsx"),
    route(`platform/chat-${brand.slug}`, "routes/marketing/coming-soon-chat.tsx", {
      id: "platform-chat",
    }),
    route(`chat-${brand.slug}-coming-soon`, "routes/marketing/coming-soon-chat.tsx"),
    route("vr-coming-soon", "routes/marketing/coming-soon-vr.tsx"),
    route("dev/ui", "routes/dev/ui.tsx"),
    route("dev/mailbox", "routes/dev/mailbox.tsx"),
    route("auth/sign-out", "routes/auth/sign-out.tsx"),
    route("auth/google", "routes/auth/google.tsx"),
    route("auth/resend-verification", "routes/auth/resend-verification.tsx"),
    route("resources/institutions", "routes/resources/institutions.tsx"),
    route("billing/test-checkout", "routes/billing/test-checkout.tsx"),
    route("billing/test-portal", "routes/billing/test-portal.tsx"),
    route("certificates/:number", "routes/certificates/verify-certificate.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/learning-layout.tsx", [
    route("account", "routes/account/account.tsx"),
    route("account/learning-record", "routes/account/learning-record.tsx"),
    route("dashboard", "routes/learn/dashboard.tsx"),
    // The manager area of an institution (issue 15).
    route("manage", "routes/manage/manage-index.tsx"),
    route("manage/:institutionId", "routes/manage/manage-layout.tsx", [
      index("routes/manage/overview.tsx"),
    ]),
    ...prefix("course/:courseId", [
      index("routes/learn/course.tsx"),
      route("start/:lessonId?", "routes/learn/lesson-player.tsx"),
      route("assessment", "routes/learn/assessment.tsx"),
    ]),
  ]),
  route("account/export", "routes/account/account-export.ts"),
  route("account/learning-record.csv", "routes/account/learning-record-export.ts", {
    id: "learning-record-csv",
  }),
  route("account/learning-record.pdf", "routes/account/learning-record-export.ts", {
    id: "learning-record-pdf",
  }),
  route("course/:courseId/certificate", "routes/learn/certificate.ts"),
  // The back office: hidden from everyone but admins (server/back-office/hide-back-office.ts).
  layout("routes/admin/admin-layout.tsx", [
    ...prefix("admin", [
      index("routes/admin/overview.tsx"),
      route("launch", "routes/admin/launch-status.tsx"),
      route("articles", "routes/admin/articles.tsx"),
      route("articles/new", "routes/admin/article-editor.tsx", { id: "admin-article-new" }),
      route("articles/:articleId", "routes/admin/article-editor.tsx"),
      route("email-queue", "routes/admin/email-queue.tsx"),
      route("audit-log", "routes/admin/audit-log.tsx"),
      route("audit-log/:entryId", "routes/admin/audit-entry.tsx"),
      route("members", "routes/admin/members.tsx"),
      route("members/:userId", "routes/admin/member.tsx"),
      route("institutions", "routes/admin/institutions.tsx"),
      route("institutions/new", "routes/admin/institution-editor.tsx", {
        id: "admin-institution-new",
      }),
      route("institutions/:institutionId", "routes/admin/institution-editor.tsx"),
      route("courses", "routes/admin/courses.tsx"),
      route("courses/new", "routes/admin/course-editor.tsx", { id: "admin-course-new" }),
      route("courses/:courseId", "routes/admin/course-editor.tsx"),
      route("courses/:courseId/assessment", "routes/admin/assessment-editor.tsx"),
      route("lessons/:lessonId", "routes/admin/lesson-editor.tsx"),
      route("inbox/messages", "routes/admin/inbox-messages.tsx"),
      route("inbox/messages/:messageId", "routes/admin/inbox-message.tsx"),
      route("inbox/applications", "routes/admin/inbox-applications.tsx"),
      route("inbox/applications/:applicationId", "routes/admin/inbox-application.tsx"),
      route("inbox/applications/:applicationId/resume", "routes/admin/inbox-resume.ts"),
      route("inbox/enquiries", "routes/admin/inbox-enquiries.tsx"),
      route("inbox/enquiries/:enquiryId", "routes/admin/inbox-enquiry.tsx"),
      route("security", "routes/admin/security.tsx"),
    ]),
  ]),
  ...prefix("billing", [
    route("checkout", "routes/billing/checkout.tsx"),
    route("portal", "routes/billing/portal.tsx"),
    route("subscription", "routes/billing/subscription.tsx"),
  ]),
] satisfies RouteConfig;
