import { Link, useRevalidator } from "react-router";
import { TriangleAlert } from "lucide-react";
import { defaultCourseCard } from "@common/learning/default-course";
import type { DashboardData } from "@server/learning/dashboard";
import { PlanSummary } from "~/components/billing/plan-summary";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ContinueCard } from "./continue-card";
import { CourseCard, CourseCardSkeleton } from "./course-card";
import { DashboardHero } from "./dashboard-hero";
import { SeatRefusalNotice } from "./seat-refusal-notice";

/** docs/product/learning.md#dashboard: hero, the lesson to continue and the 'Modules' grid. */
export function DashboardPage({ data }: { data: DashboardData & { firstName: string } }) {
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading";
  const cards = data.courses.length > 0 ? data.courses : [defaultCourseCard];

  return (
    <>
      <DashboardHero firstName={data.firstName} />
      <Container className="grid gap-10 py-10">
        <SeatRefusalNotice />
        {data.subscription && <PlanSummary subscription={data.subscription} />}
        {data.lastLesson && <ContinueCard lesson={data.lastLesson} />}
        {data.offerPlans && (
          <p className="rounded-xl border border-accent/20 bg-accent-soft px-4 py-3 text-ink">
            Choose a plan to open the courses: every plan starts with a 7-day free trial.{" "}
            <Link
              to="/pricing"
              className="font-semibold text-accent underline underline-offset-4 focus-ring"
            >
              See plans
            </Link>
          </p>
        )}
        <section
          aria-labelledby="modules-title"
          aria-busy={loading || undefined}
          className="grid gap-5"
        >
          <h2 id="modules-title" className="text-2xl font-semibold tracking-tight">
            Modules
          </h2>
          {data.error && !loading && (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3"
            >
              <p className="flex items-center gap-2 font-medium text-danger">
                <TriangleAlert aria-hidden="true" className="size-5" />
                {data.error}
              </p>
              <Button variant="outline" size="sm" onClick={() => void revalidator.revalidate()}>
                Try again
              </Button>
            </div>
          )}
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loading
              ? [0, 1, 2].map((index) => <CourseCardSkeleton key={index} />)
              : cards.map((course) => <CourseCard key={course.slug} course={course} />)}
          </div>
        </section>
      </Container>
    </>
  );
}
