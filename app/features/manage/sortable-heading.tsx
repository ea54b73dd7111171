import type { ReactNode } from "react";
import { Link } from "react-router";
import { cohortSearch, type CohortProgressQuery } from "@common/institutions/cohort-progress-query";
import { TableHeaderCell } from "~/components/ui/table";

/**
 * A cohort table's column heading that sorts by it (again: the other way), with `aria-sort` on
 * the sorted one, as the learners list does. Without a query (the printed summary) it is text.
 */
export function SortableHeading({
  sort,
  query,
  children,
}: {
  sort: CohortProgressQuery["sort"];
  query?: CohortProgressQuery;
  children: ReactNode;
}) {
  if (!query) return <TableHeaderCell>{children}</TableHeaderCell>;
  const current = query.sort === sort;
  const direction = query.dir === "asc" ? "ascending" : "descending";
  const dir = current && query.dir === "asc" ? "desc" : "asc";
  return (
    <TableHeaderCell aria-sort={current ? direction : undefined}>
      <Link
        className="rounded font-semibold text-primary-700 underline underline-offset-4 focus-ring"
        to={cohortSearch(query, { sort, dir })}
      >
        {children}
        <span className="sr-only">
          {current ? `, sorted ${direction}; sort the other way` : ", sort by this"}
        </span>
        {current ? (query.dir === "asc" ? " ▲" : " ▼") : ""}
      </Link>
    </TableHeaderCell>
  );
}
