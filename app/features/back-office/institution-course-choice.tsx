import { useId } from "react";
import { CircleAlert } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { NativeCheckbox } from "~/components/ui/checkbox";

export type CourseChoice = { id: string; title: string; requiredTier: "standard" | "premium" };

/**
 * The courses an institution's seats open, one checkbox each. Premium courses are marked, and
 * the hint says before anyone tries that they need Premium seats: the server refuses otherwise.
 */
export function InstitutionCourseChoice({
  courses,
  chosen,
  error,
}: {
  courses: CourseChoice[];
  chosen: string[];
  error: string | undefined;
}) {
  const id = useId();
  const ticked = new Set(chosen);
  return (
    <fieldset
      className="grid gap-3 rounded-xl border border-border p-4"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
    >
      <legend className="px-1 text-sm font-medium">Courses the seats open</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Courses marked Premium open only with Premium seats.
      </p>
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {courses.length === 0 ? (
        <p className="text-sm">There are no courses yet.</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {courses.map((course) => (
            <label
              key={course.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3"
            >
              <NativeCheckbox
                name="courseIds"
                value={course.id}
                defaultChecked={ticked.has(course.id)}
                aria-invalid={error ? true : undefined}
              />
              <span className="text-sm">{course.title}</span>
              {course.requiredTier === "premium" && <Badge variant="outline">Premium</Badge>}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
