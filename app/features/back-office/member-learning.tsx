import type { MemberDetail } from "@server/back-office/members/member-detail";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDate } from "~/lib/format-date-time";
import { Table, TableCell, TableHead, TableRow, TableRowHeader } from "~/components/ui/table";

type Course = MemberDetail["learning"][number];

const scoreOf = (score: number | null) => (score === null ? "—" : `${score}%`);

function Result({ course }: { course: Course }) {
  if (course.attempts === 0) return <>Not taken</>;
  return (
    <span className="grid gap-0.5">
      <span>{course.passed ? "Passed" : "Not passed yet"}</span>
      <span className="text-muted">
        {`Best ${scoreOf(course.bestScore)}, last ${scoreOf(course.lastScore)} (${course.attempts} ${course.attempts === 1 ? "attempt" : "attempts"})`}
      </span>
    </span>
  );
}

/** The member's courses: enrolment, lessons done, assessment results and certificate. */
export function MemberLearning({ learning }: { learning: Course[] }) {
  return (
    <Card aria-labelledby="learning-title">
      <CardHeader>
        <CardTitle as="h2" id="learning-title">
          Learning
        </CardTitle>
      </CardHeader>
      <CardContent>
        {learning.length === 0 ? (
          <p className="text-sm text-muted">No course started yet.</p>
        ) : (
          <Table caption="Courses, progress and assessment results">
            <TableHead
              columns={["Course", "Enrolled", "Lessons done", "Assessment", "Certificate"].map(
                (label) => ({ label, className: "whitespace-nowrap" }),
              )}
            />
            <tbody>
              {learning.map((course) => (
                <TableRow key={course.courseId} className="align-top">
                  <TableRowHeader>{course.title}</TableRowHeader>
                  <TableCell>{course.enrolledAt ? formatDate(course.enrolledAt) : "—"}</TableCell>
                  <TableCell>{`${course.lessonsDone} / ${course.lessonCount}`}</TableCell>
                  <TableCell>
                    <Result course={course} />
                  </TableCell>
                  <TableCell>
                    {course.certificateNumber && course.certificateAwardedAt ? (
                      <span className="grid gap-0.5">
                        <span className="font-mono text-xs">{course.certificateNumber}</span>
                        <span className="text-muted">
                          {formatDate(course.certificateAwardedAt)}
                        </span>
                      </span>
                    ) : (
                      "None"
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </tbody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
