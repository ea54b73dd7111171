import { BarChart3, FileCheck2, LayoutDashboard, UsersRound, KeyRound } from "lucide-react";
import { pageMeta } from "~/lib/meta";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import type { Route } from "./+types/coming-soon-lms";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Learning Management System",
    "Assign, track and report on clinical skills training across your organisation. Coming soon.",
  );

const highlights = [
  {
    icon: UsersRound,
    title: "Cohorts and assignments",
    text: "Group learners by intake, ward or programme and assign courses and scenarios with due dates.",
  },
  {
    icon: BarChart3,
    title: "Live progress dashboards",
    text: "See completion, assessment results and overdue training at a glance, for a team or a person.",
  },
  {
    icon: FileCheck2,
    title: "Evidence you can export",
    text: "Download training records for audits, appraisals and professional revalidation.",
  },
  {
    icon: KeyRound,
    title: "Central user management",
    text: "Invite learners in bulk, manage roles and connect your single sign-on.",
  },
] as const;

export default function ComingSoonLms() {
  return (
    <ComingSoonPage
      icon={LayoutDashboard}
      title="Learning Management System"
      lead="A home for educators and practice development teams: assign, track and report on clinical skills training across your organisation, in the same place your learners practise."
      highlightsTitle="What the LMS will do"
      highlights={highlights}
      image={{
        src: "/images/product/lms-dashboard.svg",
        alt: "A cohort dashboard with learners' progress bars and a completion chart.",
      }}
    />
  );
}
