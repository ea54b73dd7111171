import { Form, Link, useNavigation } from "react-router";
import { ChevronRight, Clock, Lock, Signal, Sparkles } from "lucide-react";
import { type AssessmentStatus, type CertificateOffer } from "@common/learning/course-achievement";
import { courseDuration } from "@common/learning/learning-texts";
import type { CourseAccess } from "@server/policy/course-access";
import type { CourseDetail } from "@server/learning/course-detail";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { AssessmentStatusLine } from "~/features/learning/assessment-status-line";
import { ProgressMeter } from "~/features/learning/progress-meter";
import { CertificatePanel } from "~/features/learning/certificates/certificate-panel";
import { EvidenceChecklistView } from "~/features/learning/evidence-checklist";
import type { EvidenceChecklist } from "@common/learning/evidence-checklist";
import { CourseSyllabus } from "./course-syllabus";
import type { CompletionValidityView } from "@common/learning/completion-validity";
import { ValidityNotice } from "~/features/learning/renewal/validity-notice";

const lockedNote: Record<Exclude<CourseAccess, "open">, string> = {
  "subscription-required":
    "Subscribe to start this course. Every plan begins with a 7-day free trial.",
  "premium-required": "This scenario bundle is part of Premium. Upgrade to open it.",
  "contract-ended":
    "Your institution's contract has ended. Ask your training lead, or subscribe to carry on.",
};

/** The course page: cover, title, description, features, outline and the two actions. */
export function CourseDetailPage({
  course,
  access,
  assessment,
  evidence,
  certificate,
  validity = null,
}: {
  course: CourseDetail;
  access: CourseAccess;
  assessment: AssessmentStatus;
  evidence: EvidenceChecklist;
  certificate: CertificateOffer;
  validity?: CompletionValidityView | null;
}) {
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const lessons = course.modules.flatMap((module) => module.lessons);
  const completed = lessons.filter((lesson) => lesson.completed).length;
  return (
    <>
      <div className="border-b border-border bg-surface">
        <Container className="grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center lg:py-12">
          <div className="grid gap-5">
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
                <li className="flex items-center gap-1">
                  <Link
                    to="/dashboard"
                    className="rounded font-medium text-primary-700 underline-offset-4 focus-ring hover:underline"
                  >
                    Dashboard
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 text-border-strong" />
                </li>
                <li aria-current="page" className="font-medium text-ink">
                  {course.title}
                </li>
              </ol>
            </nav>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {course.difficultyLevel && (
                <Badge variant="secondary">
                  <Signal aria-hidden="true" />
                  {course.difficultyLevel}
                </Badge>
              )}
              <Badge variant="secondary">
                <Clock aria-hidden="true" />
                {courseDuration(course.estimatedDuration)}
              </Badge>
              <Badge variant={course.requiredTier === "premium" ? "coming-soon" : "default"}>
                {course.requiredTier === "premium" ? <Sparkles aria-hidden="true" /> : null}
                {course.requiredTier === "premium" ? "Premium" : "Standard plan"}
              </Badge>
            </div>
            <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              {course.title}
            </h1>
            <p className="max-w-2xl text-lg text-muted">{course.description}</p>
            {access === "open" && course.enrolled && (
              <ProgressMeter completed={completed} total={lessons.length} className="max-w-md" />
            )}
            <div className="flex flex-wrap gap-3">
              <Form method="post">
                <Button type="submit" size="lg" loading={starting}>
                  {access !== "open" && !starting && <Lock aria-hidden="true" />}
                  Start Learning
                </Button>
              </Form>
              <Button asChild size="lg" variant="outline">
                <Link to={`/course/${course.slug}/assessment`}>Take Assessment</Link>
              </Button>
            </div>
            {access === "open" && <AssessmentStatusLine status={assessment} />}
            {access !== "open" && (
              <p className="max-w-xl rounded-lg bg-accent-soft px-4 py-3 text-sm text-ink">
                {lockedNote[access]}{" "}
                <Link
                  to="/pricing"
                  className="font-semibold text-accent underline underline-offset-4 focus-ring"
                >
                  See plans
                </Link>
              </p>
            )}
          </div>
          {course.coverImage && (
            <img
              src={course.coverImage}
              alt=""
              width={1200}
              height={675}
              className="w-full rounded-3xl border border-border shadow-lg"
            />
          )}
        </Container>
      </div>
      {access === "open" && (
        <Container className="grid gap-4 pt-8 lg:grid-cols-2">
          <EvidenceChecklistView
            checklist={evidence}
            headingId="evidence-heading"
            className="rounded-2xl border border-border bg-surface p-5 shadow-sm [&>h2]:text-lg"
          />
          <div className="grid content-start gap-4">
            <CertificatePanel courseSlug={course.slug} offer={certificate} />
            {validity && (
              <ValidityNotice
                courseSlug={course.slug}
                validity={validity}
                className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
              />
            )}
          </div>
        </Container>
      )}
      <CourseSyllabus course={course} />
    </>
  );
}
