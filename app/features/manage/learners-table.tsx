import { useRef } from "react";
import { Form, Link } from "react-router";
import {
  learnerSortLabels,
  learnerSorts,
  learnersSearch,
  type LearnerSort,
  type LearnersQuery,
} from "@common/institutions/learners-query";
import type { LearnerRow } from "@server/institutions/learners/learner-search";
import { Badge } from "~/components/ui/badge";
import { Table, TableCell, TableHeaderCell, TableRow } from "~/components/ui/table";
import { formatDate } from "~/lib/format-date-time";
import { BulkActionFields, SelectAllBox } from "./bulk-action-fields";

const linkClasses = "font-medium text-primary-700 underline focus-ring";

function statusText(row: LearnerRow) {
  if (row.kind === "left") return `Left on ${formatDate(row.at)}`;
  if (row.kind === "removed") return `Removed on ${formatDate(row.at)}`;
  if (row.kind === "invited") return `Invited on ${formatDate(row.at)}`;
  return `Joined ${formatDate(row.at)}`;
}

/**
 * The learners of one page with a checkbox each for the bulk actions (a post form: Preview shows
 * what would happen; nothing changes before the confirmation), sort links in the headings, and
 * the pager. Names of seat holders lead to their page.
 */
export function LearnersTable({
  institutionId,
  query,
  rows,
  matching,
  pageCount,
  cohorts,
  canChange,
}: {
  institutionId: string;
  query: LearnersQuery;
  rows: LearnerRow[];
  matching: number;
  pageCount: number;
  cohorts: { id: string; name: string }[];
  canChange: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const selectable = (row: LearnerRow) =>
    canChange && (row.kind === "seat" || row.kind === "invited");
  const body = (
    <>
      <p className="text-muted" aria-live="polite">
        {matching === 1 ? "1 matches." : `${matching.toLocaleString("en-GB")} match.`}
      </p>
      {canChange && rows.length > 0 && <BulkActionFields cohorts={cohorts} />}
      {rows.length === 0 ? (
        <p className="text-muted">No learners match. Try another search or filter.</p>
      ) : (
        <Table caption="Learners">
          <thead className="border-b border-border bg-canvas">
            <tr>
              <TableHeaderCell>
                {canChange ? (
                  <SelectAllBox formRef={formRef} />
                ) : (
                  <span className="sr-only">Select</span>
                )}
              </TableHeaderCell>
              {learnerSorts.map((sort) => (
                <SortHeading key={sort} sort={sort} query={query} />
              ))}
              <TableHeaderCell>Status</TableHeaderCell>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>
                  {selectable(row) && (
                    <input
                      type="checkbox"
                      name="keys"
                      value={row.key}
                      aria-label={`Select ${row.name}`}
                    />
                  )}
                </TableCell>
                <TableCell className="font-medium">
                  {row.kind === "seat" && row.userId ? (
                    <Link
                      className={linkClasses}
                      to={`/manage/${institutionId}/learners/${row.userId}`}
                    >
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </TableCell>
                <TableCell className="break-all">{row.email}</TableCell>
                <TableCell>{row.staffNumber ?? ""}</TableCell>
                <TableCell>{row.cohorts ?? ""}</TableCell>
                <TableCell className="text-right tabular-nums">{`${row.doneCount} of ${row.courseCount}`}</TableCell>
                <TableCell className="whitespace-nowrap">{statusText(row)}</TableCell>
                <TableCell>
                  <span className="flex flex-wrap gap-1">
                    {row.overdue && <Badge variant="warning">Overdue</Badge>}
                    {row.expired && <Badge variant="warning">Expired</Badge>}
                    {row.expiring && <Badge variant="secondary">Expiring</Badge>}
                    {row.kind === "seat" && row.notStarted && (
                      <Badge variant="secondary">Not started</Badge>
                    )}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {pageCount > 1 && (
        <nav aria-label="Learner pages" className="flex items-center gap-3 text-sm">
          {query.page > 1 && (
            <Link className={linkClasses} to={learnersSearch(query, { page: query.page - 1 })}>
              Previous page
            </Link>
          )}
          <span className="text-muted">{`Page ${query.page} of ${pageCount}`}</span>
          {query.page < pageCount && (
            <Link className={linkClasses} to={learnersSearch(query, { page: query.page + 1 })}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </>
  );
  // Reporters read the list: no form around it, so nothing on the page can post.
  return canChange ? (
    <Form method="post" ref={formRef} className="grid gap-3" aria-label="Bulk actions">
      {body}
    </Form>
  ) : (
    <div className="grid gap-3">{body}</div>
  );
}

/** A column heading that sorts by it; again, the other way. */
function SortHeading({ sort, query }: { sort: LearnerSort; query: LearnersQuery }) {
  const current = query.sort === sort;
  const dir = current && query.dir === "asc" ? "desc" : "asc";
  const label = sort === "joined" ? "Joined, invited or left" : learnerSortLabels[sort];
  return (
    <TableHeaderCell
      numeric={sort === "done"}
      aria-sort={current ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link className={linkClasses} to={learnersSearch(query, { sort, dir })}>
        {label}
        <span className="sr-only">
          {current
            ? `, sorted ${query.dir === "asc" ? "ascending" : "descending"}; sort the other way`
            : ", sort by this"}
        </span>
        {current ? (query.dir === "asc" ? " ▲" : " ▼") : ""}
      </Link>
    </TableHeaderCell>
  );
}
