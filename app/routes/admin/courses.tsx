import { Link } from "react-router";
import { tierName } from "@common/plans";
import { listCoursesForAdmin } from "@server/back-office/courses/courses";
import { requireAdmin } from "@server/back-office/require-admin";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/courses";

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
        <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Courses, most recently updated first</caption>
            <thead className="border-b border-border text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Title
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Tier
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Modules
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Lessons
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.courses.map((course) => (
                <tr key={course.id} className="border-b border-border last:border-0">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/courses/${course.id}`}
                      className="font-medium text-primary-700 underline underline-offset-4 focus-ring"
                    >
                      {course.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{tierName(course.requiredTier)}</td>
                  <td className="px-4 py-3">{course.moduleCount}</td>
                  <td className="px-4 py-3">{course.lessonCount}</td>
                  <td className="px-4 py-3">{updated.format(new Date(course.updatedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
