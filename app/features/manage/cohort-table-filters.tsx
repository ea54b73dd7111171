import { Form } from "react-router";
import {
  cohortFilterLabels,
  cohortFilters,
  cohortSearchMaxLength,
  courseStatusLabels,
  courseStatuses,
  type CohortFilter,
  type CohortProgressQuery,
} from "@common/institutions/cohort-progress-query";
import { Button } from "~/components/ui/button";
import { controlClasses, Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

const selectClasses = cn(controlClasses, "h-11");

/**
 * The cohort table's search and filters, the learners list's way: a GET form, so the address
 * holds them (shareable, and it works before JavaScript loads). Each filter shows its count
 * within the search; the sort stays as it was and the page goes back to 1.
 */
export function CohortTableFilters({
  query,
  counts,
  courses,
}: {
  query: CohortProgressQuery;
  counts: Record<CohortFilter, number>;
  courses: { id: string; title: string }[];
}) {
  return (
    <Form method="get" role="search" aria-label="Learners in this cohort" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="grid gap-1 text-sm font-medium">
          Search by name, email or staff number
          <Input type="search" name="q" defaultValue={query.q} maxLength={cohortSearchMaxLength} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Show
          <select name="filter" defaultValue={query.filter} className={selectClasses}>
            {cohortFilters.map((filter) => (
              <option key={filter} value={filter}>
                {`${cohortFilterLabels[filter]} (${counts[filter]})`}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Course
          <select name="course" defaultValue={query.course ?? ""} className={selectClasses}>
            <option value="">Every assigned course</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Course status
          <select name="status" defaultValue={query.status} className={selectClasses}>
            {courseStatuses.map((status) => (
              <option key={status} value={status}>
                {courseStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div>
        <Button type="submit">Search</Button>
      </div>
    </Form>
  );
}
