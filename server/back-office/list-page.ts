import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { listPageSize, type ListPage, type ListQuery } from "@common/back-office/list-query";

/**
 * The number of rows matching the search, beside every row: the page and its total in one
 * statement (a window over the filtered rows, computed before LIMIT).
 */
export const matchingRows = sql<number>`count(*) over()`.mapWith(Number);

/** LIMIT and OFFSET of the requested page. */
export const pageWindow = (query: ListQuery) => ({
  limit: listPageSize,
  offset: (query.page - 1) * listPageSize,
});

/**
 * ORDER BY for the requested column and direction, then a unique column so that rows with
 * equal values keep one order from page to page.
 */
export function orderFor<Sort extends string>(
  query: ListQuery<Sort>,
  sortable: Record<Sort, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
) {
  const direction = query.dir === "asc" ? asc : desc;
  return [direction(sortable[query.sort]), direction(tieBreaker)];
}

/** The rows of one page, their window count removed, as the list component takes them. */
export function toListPage<Row extends { matching: number }, Sort extends string>(
  rows: Row[],
  query: ListQuery<Sort>,
): ListPage<Omit<Row, "matching">, Sort> {
  const total = rows[0]?.matching ?? 0;
  return {
    rows: rows.map(({ matching: _matching, ...row }) => row),
    total,
    pageCount: Math.max(1, Math.ceil(total / listPageSize)),
    query,
  };
}
