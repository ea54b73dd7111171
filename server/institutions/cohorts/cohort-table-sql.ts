import { sql, type SQL } from "drizzle-orm";
import {
  cohortSorts,
  type CohortFilter,
  type CohortProgressQuery,
} from "@common/institutions/cohort-progress-query";

/**
 * The cohort table's search, filters and sort as SQL over its `flagged` rows
 * (docs/product/institutions.md#faculty-dashboard), the learners list's semantics: a search is
 * a lower-cased substring of the name, email or staff number.
 */
export function searchSql(q: string, columns: { name: SQL; email: SQL; staff: SQL }) {
  const needle = q.toLowerCase();
  if (!needle) return sql`true`;
  return sql`(position(${needle} in ${columns.name}) > 0
    or position(${needle} in lower(${columns.email})) > 0
    or position(${needle} in lower(coalesce(${columns.staff}, ''))) > 0)`;
}

/** Left or removed learners are the kept records, listed apart: no member matches it. */
export const filterSql: Record<CohortFilter, SQL> = {
  all: sql`true`,
  overdue: sql`overdue`,
  expiring: sql`expiring`,
  expired: sql`expired`,
  "not-started": sql`not_started`,
  left: sql`false`,
};

/** A course status for one course, or (no course chosen) across every assigned course. */
export function courseStatusSql(query: Pick<CohortProgressQuery, "course" | "status">): SQL {
  if (query.status === "any") return sql`true`;
  if (!query.course) {
    return {
      completed: sql`course_count > 0 and done_count = course_count`,
      "in-progress": sql`not not_started and done_count < course_count`,
      "not-started": sql`not_started`,
    }[query.status];
  }
  return {
    completed: sql`course_done`,
    "in-progress": sql`course_started and not course_done`,
    "not-started": sql`not course_started`,
  }[query.status];
}

/**
 * The column a page is ordered by, then name and id (a stable order for paging). Standing runs
 * from the most urgent (overdue) to done; a course's column from least to most progress.
 */
export function orderSql(query: Pick<CohortProgressQuery, "sort" | "dir">): SQL {
  const column =
    {
      name: sql`sort_key`,
      staff: sql`lower(staff_number)`,
      activity: sql`last_at`,
      standing: sql`standing_rank`,
    }[query.sort as "name"] ?? sql`course_rank`;
  const direction = query.dir === "desc" ? sql`desc` : sql`asc`;
  return sql`${column} ${direction} nulls last, sort_key, user_id`;
}

/** The course a course column sorts by, or null. */
export const sortCourseOf = (sort: string) =>
  (cohortSorts as readonly string[]).includes(sort) ? null : sort;
