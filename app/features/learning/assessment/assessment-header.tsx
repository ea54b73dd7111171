import { Link } from "react-router";
import { LifeBuoy } from "lucide-react";
import { assessmentTexts } from "@common/learning/assessment-texts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { AssessmentCourse } from "./assessment-types";

type AssessmentHeaderProps = {
  course: AssessmentCourse;
  title: string;
  /** Null when the history could not be read: the page still opens, and says so. */
  attempts: { count: number; lastScore: number | null } | null;
};

const crumbLink =
  "-mx-1 inline-flex min-h-8 items-center rounded px-1 font-medium text-primary-700 underline-offset-4 focus-ring hover:underline";

/** Breadcrumb `Dashboard • {course} • Assessment`, the title, earlier attempts, Help & Support. */
export function AssessmentHeader({ course, title, attempts }: AssessmentHeaderProps) {
  return (
    <div className="border-b border-border bg-surface">
      <Container size="md" className="grid gap-3 py-5 sm:py-6">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
            <li className="flex items-center gap-2">
              <Link to="/dashboard" className={crumbLink}>
                Dashboard
              </Link>{" "}
              <span aria-hidden="true">•</span>{" "}
            </li>
            <li className="flex items-center gap-2">
              <Link to={`/course/${course.slug}`} className={crumbLink}>
                {course.title}
              </Link>{" "}
              <span aria-hidden="true">•</span>{" "}
            </li>
            <li aria-current="page" className="font-medium text-ink">
              Assessment
            </li>
          </ol>
        </nav>
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="grid gap-1">
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
            {attempts && attempts.count > 0 && (
              <p className="text-sm text-muted">
                {`Attempts: ${attempts.count} · Last score: ${attempts.lastScore ?? 0}%`}
              </p>
            )}
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/contact">
              <LifeBuoy aria-hidden="true" />
              Help &amp; Support
            </Link>
          </Button>
        </div>
        {!attempts && <Alert variant="danger" role="alert" title={assessmentTexts.historyFailed} />}
      </Container>
    </div>
  );
}
