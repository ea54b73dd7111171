import type { RefObject } from "react";
import type { CohortProgressQuery } from "@common/institutions/cohort-progress-query";
import type { CohortDashboard } from "@server/institutions/cohorts/cohort-dashboard";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/format-date-time";
import {
  Table,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TableRowHeader,
} from "~/components/ui/table";
import { SelectAllBox } from "./bulk-action-fields";
import { SortableHeading } from "./sortable-heading";

type Learner = CohortDashboard["learners"][number];
type Course = CohortDashboard["cohort"]["courses"][number];

/**
 * The faculty dashboard's table (docs/product/institutions.md#faculty-dashboard): a row per learner, a column per assigned course
 * (lessons completed, best score and pass, certificate), then last activity and standing. Given
 * the `query`, every heading sorts by its column; the summary page prints it without links.
 */
export function CohortProgressTable({
  courses,
  learners,
  caption,
  className,
  query,
  bulkForm,
}: {
  courses: Course[];
  learners: Learner[];
  caption: string;
  className?: string;
  query?: CohortProgressQuery;
  /** The bulk form the rows' boxes belong to (managers); without it, no boxes. */
  bulkForm?: RefObject<HTMLFormElement | null>;
}) {
  return (
    <Table caption={caption} framed={false} compact className={className}>
      <TableHead>
        {bulkForm && (
          <TableHeaderCell>
            <SelectAllBox formRef={bulkForm} />
          </TableHeaderCell>
        )}
        <SortableHeading sort="name" query={query}>
          Learner
        </SortableHeading>
        <SortableHeading sort="staff" query={query}>
          Staff number
        </SortableHeading>
        {courses.map((course) => (
          <SortableHeading key={course.id} sort={course.id} query={query}>
            {course.title}
            <span className="block text-xs font-normal text-muted">
              {course.lessonCount === 1 ? "1 lesson" : `${course.lessonCount} lessons`}
            </span>
          </SortableHeading>
        ))}
        <SortableHeading sort="activity" query={query}>
          Last activity
        </SortableHeading>
        <SortableHeading sort="standing" query={query}>
          Standing
        </SortableHeading>
      </TableHead>
      <tbody>
        {learners.map((learner) => (
          <TableRow key={learner.userId} className="align-top">
            {bulkForm && (
              <TableCell>
                <input
                  type="checkbox"
                  name="keys"
                  value={`u:${learner.userId}`}
                  aria-label={`Select ${learner.name}`}
                />
              </TableCell>
            )}
            <TableRowHeader>
              {learner.name}
              <span className="block text-xs font-normal break-all text-muted">
                {learner.email}
              </span>
            </TableRowHeader>
            <TableCell>{learner.staffNumber ?? ""}</TableCell>
            {courses.map((course) => (
              <TableCell key={course.id}>
                <CourseCell
                  course={course}
                  cell={learner.cells.find((cell) => cell.courseId === course.id)}
                />
              </TableCell>
            ))}
            <TableCell className="whitespace-nowrap">
              {learner.lastActivity === null
                ? "None"
                : formatDateTime(new Date(learner.lastActivity).toISOString())}
            </TableCell>
            <TableCell>
              <Standing learner={learner} />
            </TableCell>
          </TableRow>
        ))}
      </tbody>
    </Table>
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
  const done = learner.cells.length > 0 && learner.cells.every((cell) => cell.done);
  return (
    <div className="flex flex-wrap gap-1">
      {learner.overdue && <Badge variant="warning">Overdue</Badge>}
      {learner.expired && <Badge variant="warning">Expired</Badge>}
      {learner.notStarted && <Badge variant="secondary">Not started</Badge>}
      {learner.expiring && <Badge variant="secondary">Expiring</Badge>}
      {!learner.overdue &&
        !learner.notStarted &&
        (done ? <Badge variant="success">Done</Badge> : <span>In progress</span>)}
    </div>
  );
}
