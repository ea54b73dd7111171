import type { MemberDetail } from "@server/back-office/members/member-detail";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDate } from "~/lib/format-date-time";

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
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Courses, progress and assessment results</caption>
              <thead className="border-b border-border">
                <tr>
                  {["Course", "Enrolled", "Lessons done", "Assessment", "Certificate"].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4 font-semibold whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {learning.map((course) => (
                  <tr key={course.courseId} className="border-b border-border last:border-0">
                    <th scope="row" className="py-3 pr-4 text-left align-top font-medium">
                      {course.title}
                    </th>
                    <td className="py-3 pr-4 align-top">
                      {course.enrolledAt ? formatDate(course.enrolledAt) : "—"}
                    </td>
                    <td className="py-3 pr-4 align-top">
                      {`${course.lessonsDone} / ${course.lessonCount}`}
                    </td>
                    <td className="py-3 pr-4 align-top">
                      <Result course={course} />
                    </td>
                    <td className="py-3 pr-4 align-top">
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
