import {
  cohortFilterLabels,
  courseStatusLabels,
  type CohortProgressQuery,
} from "@common/institutions/cohort-progress-query";

/** The view in words, for the table's caption and the printed summary. */
export function describeCohortView(
  query: CohortProgressQuery,
  courses: { id: string; title: string }[],
) {
  const parts = [cohortFilterLabels[query.filter].toLowerCase()];
  if (query.q) parts.push(`matching “${query.q}”`);
  if (query.status !== "any") {
    const course = courses.find((c) => c.id === query.course);
    parts.push(
      `${course ? course.title : "every course"}: ${courseStatusLabels[query.status].toLowerCase()}`,
    );
  }
  return parts.join(", ");
}
