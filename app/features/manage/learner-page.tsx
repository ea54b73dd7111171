import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";
import { formatDate, formatDateTime } from "~/lib/format-date-time";
import type { LearnerProfile } from "@server/institutions/learners/learner-profile";

type Data = Omit<LearnerProfile, "certificates"> & {
  institution: { id: string; name: string };
  certificates: (LearnerProfile["certificates"][number] & { url: string })[];
};

const sourceName = { invitation: "Invitation", sso: "Single sign-on", scim: "Directory (SCIM)" };
const linkClasses = "font-medium text-primary-700 underline focus-ring";

/** A learner's seat, cohorts, courses' evidence, certificates and the audit of what was done to them. */
export function LearnerPage({ data }: { data: Data }) {
  const { seat, institution } = data;
  return (
    <div className="grid gap-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link className={linkClasses} to={`/manage/${institution.id}/learners`}>
          Learners
        </Link>
      </nav>
      <section aria-labelledby="learner-heading" className="grid gap-3">
        <h1 id="learner-heading" className="text-3xl font-semibold">
          {seat.name}
        </h1>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Email</dt>
          <dd className="break-all">{seat.email}</dd>
          <dt className="font-medium">Staff number</dt>
          <dd>{seat.staffNumber ?? "Not given"}</dd>
          <dt className="font-medium">Joined</dt>
          <dd>{`${formatDate(seat.joinedAt)}, by ${sourceName[seat.source].toLowerCase()}`}</dd>
          <dt className="font-medium">Cohorts</dt>
          <dd>
            {data.cohorts.length === 0
              ? "None"
              : data.cohorts.map((cohort, i) => (
                  <span key={cohort.id}>
                    {i > 0 && ", "}
                    <Link
                      className={linkClasses}
                      to={`/manage/${institution.id}/cohorts/${cohort.id}`}
                    >
                      {cohort.name}
                    </Link>
                    {cohort.dueDate && ` (due ${formatDate(cohort.dueDate)})`}
                  </span>
                ))}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="courses-heading" className="grid gap-3">
        <h2 id="courses-heading" className="text-2xl font-semibold">
          Courses
        </h2>
        {data.courses.length === 0 ? (
          <p className="text-muted">No course is assigned to their cohorts.</p>
        ) : (
          <Table caption="Their courses' evidence of completion">
            <TableHead
              columns={[
                "Course",
                "Cohort",
                "Lessons",
                "Assessment",
                "Practice",
                "Completion",
                "Expiry",
              ]}
            />
            <tbody>
              {data.courses.map((course) => (
                <TableRow key={`${course.courseId}-${course.cohort}`}>
                  <TableCell className="font-medium">{course.title}</TableCell>
                  <TableCell>{course.cohort}</TableCell>
                  <TableCell className="tabular-nums">{`${course.completed} of ${course.lessonCount}`}</TableCell>
                  <TableCell>
                    {!course.hasAssessment
                      ? "None"
                      : course.bestScore === null
                        ? "Not taken"
                        : `${course.passed ? "Passed" : "Not passed"}, best ${course.bestScore}%`}
                  </TableCell>
                  <TableCell>
                    {course.scenarioCount === 0
                      ? "None"
                      : `${course.scenariosPassed} of ${course.scenarioCount} passed`}
                  </TableCell>
                  <TableCell>
                    {course.done ? <Badge variant="success">Done</Badge> : "Not yet"}
                  </TableCell>
                  <TableCell>
                    {course.expiresAt
                      ? formatDate(course.expiresAt)
                      : course.done
                        ? "Does not expire"
                        : ""}
                  </TableCell>
                </TableRow>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <section aria-labelledby="certificates-heading" className="grid gap-3">
        <h2 id="certificates-heading" className="text-2xl font-semibold">
          Certificates
        </h2>
        {data.certificates.length === 0 ? (
          <p className="text-muted">No certificate yet.</p>
        ) : (
          <ul className="grid gap-1">
            {data.certificates.map((certificate) => (
              <li key={certificate.number}>
                <a className={linkClasses} href={certificate.url}>
                  {certificate.number}
                </a>
                {`: ${certificate.courseTitle}, ${certificate.score}%, awarded ${formatDate(certificate.awardedAt)}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="audit-heading" className="grid gap-3">
        <h2 id="audit-heading" className="text-2xl font-semibold">
          What was done
        </h2>
        {data.audit.length === 0 ? (
          <p className="text-muted">Nothing recorded yet.</p>
        ) : (
          <Table caption="Audit entries about this learner, newest first">
            <TableHead columns={["When", "Who", "Action", "What"]} />
            <tbody>
              {data.audit.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                  <TableCell className="break-all">{entry.actor}</TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell>{entry.summary}</TableCell>
                </TableRow>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}
