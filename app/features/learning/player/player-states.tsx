import type { ReactNode } from "react";
import { Link } from "react-router";
import { BookX, SearchX, TriangleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Skeleton } from "~/components/ui/skeleton";

function StateMessage(props: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Container size="prose" className="py-20">
      <div className="grid justify-items-center gap-4 rounded-3xl border border-border bg-surface px-6 py-12 text-center shadow-sm">
        <span className="grid size-14 place-content-center rounded-full bg-primary-50 text-primary-700">
          {props.icon}
        </span>
        <h1 className="text-2xl font-semibold text-balance">{props.title}</h1>
        <div className="max-w-md text-muted">{props.children}</div>
        <Button asChild className="mt-2">
          <Link to="/dashboard">Return to Dashboard</Link>
        </Button>
      </div>
    </Container>
  );
}

/** The lesson player and the course page when the course could not be read. */
export function CourseLoadError({ message }: { message: string }) {
  return (
    <StateMessage
      icon={<TriangleAlert aria-hidden="true" className="size-7" />}
      title="Error Loading Course"
    >
      <p role="alert">{message}</p>
    </StateMessage>
  );
}

export function LessonNotFound() {
  return (
    <StateMessage
      icon={<SearchX aria-hidden="true" className="size-7" />}
      title="Course or Lesson Not Found"
    >
      <p>We couldn't find the requested course or lesson.</p>
    </StateMessage>
  );
}

/** The course exists, but the lesson in the address is not one of its lessons. */
export function LessonNotInCourse({ courseTitle }: { courseTitle: string }) {
  return (
    <StateMessage icon={<SearchX aria-hidden="true" className="size-7" />} title="Lesson not found">
      <p>This lesson is not part of {courseTitle}.</p>
    </StateMessage>
  );
}

export function NoCourseContent({ courseTitle }: { courseTitle: string }) {
  return (
    <StateMessage icon={<BookX aria-hidden="true" className="size-7" />} title={courseTitle}>
      <p>No content available for this course</p>
    </StateMessage>
  );
}

/** Shown while the next lesson loads; on the Notes tab it says 'Loading notes...'. */
export function LessonSkeleton({ tab }: { tab: string }) {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only" role="status">
        {tab === "notes" ? "Loading notes..." : "Loading lesson..."}
      </span>
      <div className="grid gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
      </div>
      <Skeleton className="h-12 w-72 rounded-xl" />
      {tab === "notes" ? (
        <p className="text-muted" aria-hidden="true">
          Loading notes...
        </p>
      ) : (
        <>
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <div className="grid gap-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </>
      )}
    </div>
  );
}
