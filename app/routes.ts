import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { brand } from "../common/brand";

// In the order of the spec's route table (§2), then what the spec does not list.
export default [
  layout("routes/layouts/marketing-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("login", "routes/auth/login.tsx"),
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
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/learning-layout.tsx", [
    route("dashboard", "routes/learn/dashboard.tsx"),
    ...prefix("course/:courseId", [
      index("routes/learn/course.tsx"),
      route("start/:lessonId?", "routes/learn/lesson-player.tsx"),
      route("assessment", "routes/learn/assessment.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
