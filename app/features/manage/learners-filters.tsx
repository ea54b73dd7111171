import {
  learnerFlagLabels,
  learnerFlags,
  type LearnersQuery,
} from "@common/institutions/learners-query";
import { CourseStatusSelect, FilterBar, FilterSelect } from "./filter-bar";

type Choice = { id: string; name?: string; title?: string };

/** The learners list's search and filters (`filter-bar.tsx`). */
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
    <FilterBar
      label="Learners"
      columns="lg:grid-cols-3"
      q={query.q}
      searchMaxLength={100}
      sort={query}
    >
      <FilterSelect
        label="Show"
        name="flag"
        value={query.flag}
        options={learnerFlags.map((flag) => ({ value: flag, text: learnerFlagLabels[flag] }))}
      />
      <FilterSelect
        label="Cohort"
        name="cohort"
        value={query.cohort ?? ""}
        options={[
          { value: "", text: "All cohorts" },
          ...cohorts.map((cohort) => ({ value: cohort.id, text: cohort.name ?? "" })),
        ]}
      />
      <FilterSelect
        label="Course"
        name="course"
        value={query.course ?? ""}
        options={[
          { value: "", text: "All their courses" },
          ...courses.map((course) => ({ value: course.id, text: course.title ?? "" })),
        ]}
      />
      <CourseStatusSelect value={query.status} />
    </FilterBar>
  );
}
