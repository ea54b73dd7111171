import { Link } from "react-router";
import {
  ArrowRight,
  Award,
  CalendarClock,
  Clock,
  Glasses,
  Lock,
  Sparkles,
  Users,
} from "lucide-react";
import { type AssessmentStatus, type CertificateOffer } from "@common/learning/course-achievement";
import { courseDuration } from "@common/learning/learning-texts";
import type { CourseAccess } from "@server/policy/course-access";
import { Badge } from "~/components/ui/badge";
import { AssessmentStatusLine } from "~/features/learning/assessment-status-line";
import { EvidenceChecklistView } from "~/features/learning/evidence-checklist";
import type { EvidenceChecklist } from "@common/learning/evidence-checklist";
import { ProgressMeter } from "~/features/learning/progress-meter";
import type { CompletionValidityView } from "@common/learning/completion-validity";
import { ValidityNotice } from "~/features/learning/renewal/validity-notice";

export type CourseCardData = {
  slug: string;
  title: string;
  description: string;
  coverImage: string | null;
  difficultyLevel: string | null;
  estimatedDuration: number | null;
  requiredTier?: "standard" | "premium";
  lessonCount?: number;
  completedCount?: number;
  enrolled?: boolean;
  access?: CourseAccess;
  assessment?: AssessmentStatus;
  certificate?: CertificateOffer;
  /** What remains of the evidence of completion (docs/product/learning.md#evidence-of-completion). */
  evidence?: EvidenceChecklist;
  /** The learner's best and last practice session score (docs/product/practice.md#practice-history), once they have finished one. */
  practice?: { best: number; last: number } | null;
  /** Assigned by one of the learner's cohorts (docs/product/institutions.md#cohorts), with its due date. */
  assignment?: { cohort: string; dueLabel: string | null; overdue: boolean } | null;
  /** When the completion expires, where its assignment carries a validity period (docs/product/institutions.md#renewal). */
  validity?: CompletionValidityView | null;
};

const lockedLabel: Record<Exclude<CourseAccess, "open">, string> = {
  "subscription-required": "Subscribe to open",
  "premium-required": "Upgrade to Premium to open",
  "contract-ended": "Institution access ended",
};

/**
 * One course on the dashboard. A course the viewer cannot open says why, and its link goes
 * through the player, whose server check answers with the access toast and /pricing
 * (docs/product/learning.md#course-access).
 */
export function CourseCard({ course }: { course: CourseCardData }) {
  const locked = course.access !== undefined && course.access !== "open";
  const started = (course.completedCount ?? 0) > 0 || course.enrolled;
  const href = locked ? `/course/${course.slug}/start` : `/course/${course.slug}`;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[16/9] bg-primary-100">
        {course.coverImage && (
          <img
            src={course.coverImage}
            alt=""
            width={1200}
            height={675}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
        {course.requiredTier === "premium" && (
          <Badge variant="coming-soon" className="absolute top-3 left-3 shadow-sm">
            {locked ? <Lock aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            Premium
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {course.assignment && <AssignmentLine assignment={course.assignment} />}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {course.difficultyLevel && <Badge variant="secondary">{course.difficultyLevel}</Badge>}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {courseDuration(course.estimatedDuration)}
          </span>
          {course.lessonCount !== undefined && <span>· {course.lessonCount} lessons</span>}
        </div>
        <h3 className="text-lg leading-snug font-semibold text-ink">
          <Link
            to={href}
            className="rounded focus-ring group-hover:text-primary-800 after:absolute after:inset-0 after:content-['']"
          >
            {course.title}
            {locked && (
              <span className="sr-only">
                {" "}
                ({lockedLabel[course.access as Exclude<CourseAccess, "open">]})
              </span>
            )}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted">{course.description}</p>
        <div className="mt-auto grid gap-3 pt-2">
          {!locked && course.lessonCount !== undefined && (
            <ProgressMeter completed={course.completedCount ?? 0} total={course.lessonCount} />
          )}
          {!locked && course.assessment && <AssessmentStatusLine status={course.assessment} />}
          {!locked && course.practice && (
            <p className="inline-flex items-center gap-1.5 text-sm text-ink">
              <Glasses aria-hidden="true" className="size-4 text-accent" />
              Practice: best {course.practice.best}, last {course.practice.last} out of 100
            </p>
          )}
          {!locked && started && course.evidence && (
            <EvidenceChecklistView
              checklist={course.evidence}
              headingId={`evidence-${course.slug}`}
              headingLevel="h4"
              raised
            />
          )}
          {!locked && course.certificate && (
            <CertificateLine slug={course.slug} offer={course.certificate} />
          )}
          {!locked && course.validity && (
            <ValidityNotice courseSlug={course.slug} validity={course.validity} />
          )}
          <p
            className={
              locked
                ? "inline-flex items-center gap-1.5 text-sm font-semibold text-accent"
                : "inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700"
            }
          >
            {locked ? (
              <>
                <Lock aria-hidden="true" className="size-4" />
                {lockedLabel[course.access as Exclude<CourseAccess, "open">]}
              </>
            ) : (
              <>
                {started ? "Continue course" : "View course"}
                <ArrowRight aria-hidden="true" className="size-4" />
              </>
            )}
          </p>
        </div>
      </div>
    </article>
  );
}

function AssignmentLine({ assignment }: { assignment: NonNullable<CourseCardData["assignment"]> }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="inline-flex items-center gap-1 font-medium text-ink">
        <Users aria-hidden="true" className="size-4 text-primary-700" />
        Assigned to {assignment.cohort}
      </span>
      {assignment.dueLabel && (
        <Badge variant={assignment.overdue ? "warning" : "default"}>
          <CalendarClock aria-hidden="true" />
          {assignment.dueLabel}
        </Badge>
      )}
    </p>
  );
}

// Links inside the card sit above the title's full-card link (relative z-10).
function CertificateLine({ slug, offer }: { slug: string; offer: CertificateOffer }) {
  if (offer.state === "claimable") {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
        <Award aria-hidden="true" className="size-4 text-primary-700" />
        Certificate ready: get it on the course page
      </p>
    );
  }
  if (offer.state !== "earned") return null;
  return (
    <div className="grid gap-1 rounded-lg bg-success-soft px-3 py-2 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-ink">
        <Award aria-hidden="true" className="size-4 text-success" />
        Certificate earned
        {offer.canDownload && (
          <a
            href={`/course/${slug}/certificate`}
            download
            className="relative z-10 ml-auto rounded font-semibold text-primary-700 underline underline-offset-4 focus-ring"
          >
            Download PDF
          </a>
        )}
      </p>
      <a
        href={offer.verificationUrl}
        className="relative z-10 rounded font-mono text-xs break-all text-muted underline underline-offset-2 focus-ring"
      >
        {offer.verificationUrl}
      </a>
    </div>
  );
}

export function CourseCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="aspect-[16/9] bg-primary-100/70 motion-safe:animate-pulse" />
      <div className="grid gap-3 p-5">
        <div className="h-4 w-1/3 rounded bg-primary-100/70 motion-safe:animate-pulse" />
        <div className="h-6 w-3/4 rounded bg-primary-100/70 motion-safe:animate-pulse" />
        <div className="h-4 w-full rounded bg-primary-100/70 motion-safe:animate-pulse" />
        <div className="h-4 w-5/6 rounded bg-primary-100/70 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
