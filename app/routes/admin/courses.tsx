import { Link } from "react-router";
import { tierName } from "@common/plans";
import { listCoursesForAdmin } from "@server/back-office/courses/courses";
import { requireAdmin } from "@server/back-office/require-admin";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/courses";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";

export const meta: Route.MetaFunction = () => pageMeta("Courses", "Course content");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return { courses: await listCoursesForAdmin(context.db) };
}

const updated = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Courses</h1>
        <Link to="/admin/courses/new" className={buttonVariants()}>
          New course
        </Link>
      </div>
      {loaderData.courses.length === 0 ? (
        <p className="text-muted">No courses yet.</p>
      ) : (
        <Table caption="Courses, most recently updated first">
          <TableHead columns={["Title", "Tier", "Modules", "Lessons", "Updated"]} />
          <tbody>
            {loaderData.courses.map((course) => (
              <TableRow key={course.id}>
                <TableCell>
                  <Link
                    to={`/admin/courses/${course.id}`}
                    className="font-medium text-primary-700 underline underline-offset-4 focus-ring"
                  >
                    {course.title}
                  </Link>
                </TableCell>
                <TableCell>{tierName(course.requiredTier)}</TableCell>
                <TableCell>{course.moduleCount}</TableCell>
                <TableCell>{course.lessonCount}</TableCell>
                <TableCell>{updated.format(new Date(course.updatedAt))}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
