import type { CohortDashboard } from "@server/institutions/cohorts/cohort-dashboard";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/format-date-time";
import { cn } from "~/lib/cn";

type Learner = CohortDashboard["learners"][number];
type Course = CohortDashboard["cohort"]["courses"][number];

/**
 * The faculty dashboard's table (docs/product/institutions.md#faculty-dashboard): a row per learner, a column per assigned course
 * (lessons completed, best score and pass, certificate), then last activity and standing. The
 * same table prints on the summary page.
 */
export function CohortProgressTable({
  courses,
  learners,
  caption,
  className,
}: {
  courses: Course[];
  learners: Learner[];
  caption: string;
  className?: string;
}) {
  return (
    <table className={cn("w-full text-left text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-border bg-canvas print:bg-transparent">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            Learner
          </th>
          {courses.map((course) => (
            <th key={course.id} scope="col" className="px-3 py-2 font-semibold">
              {course.title}
              <span className="block text-xs font-normal text-muted">
                {course.lessonCount === 1 ? "1 lesson" : `${course.lessonCount} lessons`}
              </span>
            </th>
          ))}
          <th scope="col" className="px-3 py-2 font-semibold">
            Last activity
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Standing
          </th>
        </tr>
      </thead>
      <tbody>
        {learners.map((learner) => (
          <tr key={learner.userId} className="border-b border-border align-top last:border-0">
            <th scope="row" className="px-3 py-2 font-medium">
              {learner.name}
              <span className="block text-xs font-normal break-all text-muted">
                {learner.email}
              </span>
            </th>
            {courses.map((course) => (
              <td key={course.id} className="px-3 py-2">
                <CourseCell
                  course={course}
                  cell={learner.cells.find((cell) => cell.courseId === course.id)}
                />
              </td>
            ))}
            <td className="px-3 py-2 whitespace-nowrap">
              {learner.lastActivity === null
                ? "None"
                : formatDateTime(new Date(learner.lastActivity).toISOString())}
            </td>
            <td className="px-3 py-2">
              <Standing learner={learner} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CourseCell({
  course,
  cell,
}: {
  course: Course;
  cell: Learner["cells"][number] | undefined;
}) {
  const completed = cell?.completed ?? 0;
  return (
    <div className="grid gap-0.5">
      <span className="tabular-nums">{`${completed} of ${course.lessonCount} lessons`}</span>
      {course.hasAssessment ? (
        <span className={cell?.passed ? "font-medium text-success" : "text-muted"}>
          {cell?.bestScore === null || cell?.bestScore === undefined
            ? "Assessment not taken"
            : `Best ${cell.bestScore}% · ${cell.passed ? "Passed" : "Not passed"}`}
        </span>
      ) : (
        <span className="text-muted">{cell?.done ? "Completed" : "No assessment"}</span>
      )}
      {cell?.certificate && cell.certificateUrl && (
        <a
          href={cell.certificateUrl}
          className="rounded font-mono text-xs break-all text-primary-700 underline underline-offset-2 focus-ring"
        >
          <span className="sr-only">Certificate </span>
          {cell.certificate}
        </a>
      )}
    </div>
  );
}

function Standing({ learner }: { learner: Learner }) {
  if (learner.overdue) {
    return (
      <div className="flex flex-wrap gap-1">
        <Badge variant="warning">Overdue</Badge>
        {learner.notStarted && <Badge variant="secondary">Not started</Badge>}
      </div>
    );
  }
  if (learner.notStarted) return <Badge variant="secondary">Not started</Badge>;
  const done = learner.cells.length > 0 && learner.cells.every((cell) => cell.done);
  return done ? <Badge variant="success">Done</Badge> : <span>In progress</span>;
}
