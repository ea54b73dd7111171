import {
  cohortFilterLabels,
  cohortFilters,
  cohortSearchMaxLength,
  type CohortFilter,
  type CohortProgressQuery,
} from "@common/institutions/cohort-progress-query";
import { CourseStatusSelect, FilterBar, FilterSelect } from "./filter-bar";

/**
 * The cohort table's search and filters, the learners list's way (`filter-bar.tsx`). Each filter
 * shows its count within the search.
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
    <FilterBar
      label="Learners in this cohort"
      columns="lg:grid-cols-4"
      q={query.q}
      searchMaxLength={cohortSearchMaxLength}
      sort={query}
    >
      <FilterSelect
        label="Show"
        name="filter"
        value={query.filter}
        options={cohortFilters.map((filter) => ({
          value: filter,
          text: `${cohortFilterLabels[filter]} (${counts[filter]})`,
        }))}
      />
      <FilterSelect
        label="Course"
        name="course"
        value={query.course ?? ""}
        options={[
          { value: "", text: "Every assigned course" },
          ...courses.map((course) => ({ value: course.id, text: course.title })),
        ]}
      />
      <CourseStatusSelect value={query.status} />
    </FilterBar>
  );
}
