import {
  FlexRender,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Form, Link } from "react-router";
import {
  listHref,
  listPageSize,
  type ListPage,
  type ListQuery,
} from "@common/back-office/list-query";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableCell, TableHead, TableHeaderCell, TableRow } from "~/components/ui/table";

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/** A column of a back-office list; `enableSorting: false` for one the server cannot sort by. */
export type ListColumn<Row extends RowData> = ColumnDef<typeof features, Row>;

type DataTableProps<Row extends RowData> = {
  /** Names the table for screen readers, e.g. "Members". */
  caption: string;
  columns: ListColumn<Row>[];
  page: ListPage<Row>;
  /** The search box's label, saying what it searches, e.g. "Search by name or email". */
  searchLabel: string;
  /** Said in the table when nothing matches. */
  emptyText: string;
  /** Other filters of the list, kept when searching (hidden inputs of the search form). */
  keep?: Record<string, string>;
};

/**
 * A list the server searches, sorts and pages: TanStack Table holds the columns and the sorting
 * and paging state (manual: the rows arrive sorted and paged), and every control is a link or a
 * GET form, so the list works without JavaScript and each state has an address.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  page,
  searchLabel,
  emptyText,
  keep = {},
}: DataTableProps<Row>) {
  const { query } = page;
  const table = useTable({
    features,
    columns,
    data: page.rows,
    manualSorting: true,
    manualPagination: true,
    rowCount: page.total,
    state: {
      sorting: [{ id: query.sort, desc: query.dir === "desc" }],
      pagination: { pageIndex: query.page - 1, pageSize: listPageSize },
    },
  });
  const searchId = `search-${caption.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <div className="grid gap-4">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor={searchId}>{searchLabel}</Label>
          <Input id={searchId} type="search" name="q" defaultValue={query.q} />
        </div>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      <Table
        caption={`${caption}, sorted by ${sortedColumnName(columns, query)}, ${query.dir === "asc" ? "ascending" : "descending"}`}
      >
        <TableHead>
          {table.getFlatHeaders().map((header) => (
            <TableHeaderCell
              key={header.id}
              className="whitespace-nowrap"
              aria-sort={ariaSort(header.column.getIsSorted())}
            >
              {header.column.getCanSort() ? (
                <SortLink
                  query={withKept(query, keep)}
                  column={header.column.id}
                  label={headerText(header.column.columnDef.header, header.column.id)}
                  sorted={header.column.getIsSorted()}
                />
              ) : (
                headerText(header.column.columnDef.header, header.column.id)
              )}
            </TableHeaderCell>
          ))}
        </TableHead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <TableCell colSpan={columns.length} className="py-8 text-center text-muted">
                {query.page > 1 && page.total === 0 ? "This page is past the end." : emptyText}
              </TableCell>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow key={row.id}>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} className="align-top">
                    <FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </tbody>
      </Table>
      <Pager page={page} query={withKept(query, keep)} />
    </div>
  );
}

const headerText = (header: unknown, id: string) => (typeof header === "string" ? header : id);

function sortedColumnName<Row extends RowData>(columns: ListColumn<Row>[], query: ListQuery) {
  const column = columns.find((candidate) => columnId(candidate) === query.sort);
  return column ? headerText(column.header, query.sort) : query.sort;
}

const columnId = <Row extends RowData>(column: ListColumn<Row>) =>
  column.id ?? ("accessorKey" in column ? String(column.accessorKey) : "");

const ariaSort = (sorted: false | "asc" | "desc") =>
  sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;

/** Parameters kept in every link: the list's own plus its filters. */
type KeptQuery = ListQuery & { keep: Record<string, string> };
const withKept = (query: ListQuery, keep: Record<string, string>): KeptQuery => ({
  ...query,
  keep,
});

const hrefOf = (query: KeptQuery, change: Partial<ListQuery>) => {
  const href = listHref(query, change);
  const extra = new URLSearchParams(query.keep).toString();
  return extra ? `${href}&${extra}` : href;
};

function SortLink({
  query,
  column,
  label,
  sorted,
}: {
  query: KeptQuery;
  column: string;
  label: string;
  sorted: false | "asc" | "desc";
}) {
  // A second click on the sorted column turns it round; another column starts ascending.
  const dir = sorted === "asc" ? "desc" : "asc";
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <Link
      to={hrefOf(query, { sort: column, dir, page: 1 })}
      className="inline-flex items-center gap-1 rounded-sm focus-ring hover:text-primary-800"
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">
        {sorted ? `(sorted ${sorted === "asc" ? "ascending" : "descending"}) ` : ""}sort{" "}
        {dir === "asc" ? "ascending" : "descending"}
      </span>
    </Link>
  );
}

function Pager<Row>({ page, query }: { page: ListPage<Row>; query: KeptQuery }) {
  const first = page.total === 0 ? 0 : (query.page - 1) * listPageSize + 1;
  const last = Math.min(page.total, query.page * listPageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        {page.total === 0
          ? "No results"
          : `${first}–${last} of ${page.total.toLocaleString("en-GB")}`}
        {page.pageCount > 1 && ` · page ${query.page} of ${page.pageCount}`}
      </p>
      <div className="flex gap-2">
        {query.page > 1 && (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefOf(query, { page: Math.min(query.page - 1, page.pageCount) })}>
              Previous page
            </Link>
          </Button>
        )}
        {query.page < page.pageCount && (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefOf(query, { page: query.page + 1 })}>Next page</Link>
          </Button>
        )}
      </div>
    </nav>
  );
}
