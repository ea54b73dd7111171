import { z } from "../zod";

/** Rows on one page of a back-office list. */
export const listPageSize = 25;

export type SortDirection = "asc" | "desc";

/** What a back-office list was asked for in its address: `?q=…&sort=…&dir=…&page=…`. */
export type ListQuery<Sort extends string = string> = {
  q: string;
  sort: Sort;
  dir: SortDirection;
  page: number;
};

/** One page of a list, with what the table needs to draw its headers and page links. */
export type ListPage<Row, Sort extends string = string> = {
  rows: Row[];
  total: number;
  pageCount: number;
  query: ListQuery<Sort>;
};

/**
 * The address parameters of one list. A value that makes no sense (an unknown column, a page
 * of -3) falls back to the default rather than failing: these are links people edit and share.
 */
export function listQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaults: { sort: Sort[number]; dir: SortDirection },
) {
  return z.object({
    q: z.string().trim().max(200).catch(""),
    sort: z.enum(sortable).catch(defaults.sort),
    dir: z.enum(["asc", "desc"]).catch(defaults.dir),
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  });
}

/** Reads a list's parameters from a request's address. */
export function readListQuery<Sort extends string>(
  url: string | URL,
  schema: z.ZodType<ListQuery<Sort>>,
): ListQuery<Sort> {
  const params = new URL(url).searchParams;
  return schema.parse({
    q: params.get("q") ?? "",
    sort: params.get("sort") ?? undefined,
    dir: params.get("dir") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The address of the same list with some parameters changed; defaults are left out. */
export function listHref(query: ListQuery, change: Partial<ListQuery>) {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  params.set("sort", next.sort);
  params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  return `?${params.toString()}`;
}
