import { Form } from "react-router";
import {
  courseStatusLabels,
  courseStatuses,
  learnerFlagLabels,
  learnerFlags,
  type LearnersQuery,
} from "@common/institutions/learners-query";
import { Button } from "~/components/ui/button";
import { controlClasses, Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

type Choice = { id: string; name?: string; title?: string };

const selectClasses = cn(controlClasses, "h-11");

/**
 * The learners list's search and filters: a GET form, so the address holds them (shareable, and
 * it works before JavaScript loads). The sort stays as it was; the page goes back to 1.
 */
export function LearnersFilters({
  query,
  cohorts,
  courses,
}: {
  query: LearnersQuery;
  cohorts: Choice[];
  courses: Choice[];
}) {
  return (
    <Form method="get" role="search" aria-label="Learners" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <label className="grid gap-1 text-sm font-medium">
          Search by name, email or staff number
          <Input type="search" name="q" defaultValue={query.q} maxLength={100} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Show
          <select name="flag" defaultValue={query.flag} className={selectClasses}>
            {learnerFlags.map((flag) => (
              <option key={flag} value={flag}>
                {learnerFlagLabels[flag]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Cohort
          <select name="cohort" defaultValue={query.cohort ?? ""} className={selectClasses}>
            <option value="">All cohorts</option>
            {cohorts.map((cohort) => (
              <option key={cohort.id} value={cohort.id}>
                {cohort.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Course
          <select name="course" defaultValue={query.course ?? ""} className={selectClasses}>
            <option value="">All their courses</option>
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
