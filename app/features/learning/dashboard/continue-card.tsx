import { Link } from "react-router";
import { PlayCircle } from "lucide-react";
import { formatPosition } from "@common/learning/format-position";
import type { DashboardData } from "@server/learning/dashboard";
import { Button } from "~/components/ui/button";

type LastLesson = NonNullable<DashboardData["lastLesson"]>;

/** Reopens the lesson touched last; the player resumes its video where it stopped. */
export function ContinueCard({ lesson }: { lesson: LastLesson }) {
  const position = lesson.lastPosition && lesson.lastPosition >= 1 ? lesson.lastPosition : null;
  return (
    <section
      aria-labelledby="continue-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-md sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-content-center rounded-xl bg-accent-soft text-accent">
          <PlayCircle aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-1">
          <h2
            id="continue-title"
            className="text-sm font-semibold tracking-wide text-accent uppercase"
          >
            Continue where you left off
          </h2>
          <p className="text-lg font-semibold text-ink">{lesson.lessonTitle}</p>
          <p className="text-sm text-muted">
            {lesson.courseTitle} · Module {lesson.moduleNumber}
            {position !== null && ` · stopped at ${formatPosition(position)}`}
            {lesson.completed && " · completed"}
          </p>
        </div>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to={`/course/${lesson.courseSlug}/start/${lesson.lessonId}`}>
          {position !== null ? "Resume lesson" : "Open lesson"}
        </Link>
      </Button>
    </section>
  );
}
