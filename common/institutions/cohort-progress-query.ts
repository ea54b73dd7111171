import { z } from "../zod";
import { courseStatusLabels, courseStatuses } from "./learners-query";

export { courseStatusLabels, courseStatuses };

/** Learners on one page of the faculty dashboard. */
export const cohortPageSize = 50;

/** The longest search the box takes (the learners list's). */
export const cohortSearchMaxLength = 100;

export const cohortFilters = [
  "all",
  "overdue",
  "expiring",
  "expired",
  "not-started",
  "left",
] as const;
export type CohortFilter = (typeof cohortFilters)[number];

export const cohortFilterLabels: Record<CohortFilter, string> = {
  all: "All learners",
  overdue: "Overdue",
  expiring: "Expiring",
  expired: "Expired",
  "not-started": "Not started",
  left: "Left or removed",
};

/** The table's columns a manager can sort by; a course's column sorts by its id. */
export const cohortSorts = ["name", "staff", "activity", "standing"] as const;
export type CohortSortColumn = (typeof cohortSorts)[number];

const optionalUuid = z
  .union([z.literal(""), z.uuid()])
  .default("")
  .transform((value) => value || null);

/**
 * The faculty dashboard's address (`?q=patel&filter=overdue&course=…&status=completed&sort=…
 * &dir=desc&page=2`), read by the GET form and by the server alike. A value the schema refuses is
 * named to the manager and left out (the default holds): these are links people edit and share.
 */
export const cohortQueryFields = {
  q: z.string().trim().max(cohortSearchMaxLength).default(""),
  filter: z.enum(cohortFilters).default("all"),
  course: optionalUuid,
  status: z.enum(courseStatuses).default("any"),
  sort: z.union([z.enum(cohortSorts), z.uuid()]).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
};
export const cohortProgressQuerySchema = z.object(cohortQueryFields);

export type CohortProgressQuery = z.infer<typeof cohortProgressQuerySchema>;
export type CohortQueryField = keyof typeof cohortQueryFields;

export const cohortQueryFieldLabels: Record<CohortQueryField, string> = {
  q: "Search",
  filter: "Show",
  course: "Course",
  status: "Course status",
  sort: "Sort",
  dir: "Sort direction",
  page: "Page",
};

/** The query and the fields whose values made no sense (then left at their default). */
export function parseCohortProgressQuery(url: string | URL) {
  const params = new URL(url).searchParams;
  const problems: CohortQueryField[] = [];
  const read = <Field extends CohortQueryField>(field: Field) => {
    const schema = cohortQueryFields[field] as unknown as z.ZodType<CohortProgressQuery[Field]>;
    const parsed = schema.safeParse(params.get(field) ?? undefined);
    if (parsed.success) return parsed.data;
    problems.push(field);
    return schema.parse(undefined);
  };
  const query: CohortProgressQuery = {
    q: read("q"),
    filter: read("filter"),
    course: read("course"),
    status: read("status"),
    sort: read("sort"),
    dir: read("dir"),
    page: read("page"),
  };
  return { query, problems };
}

export function readCohortProgressQuery(url: string | URL): CohortProgressQuery {
  return parseCohortProgressQuery(url).query;
}

export const defaultCohortQuery: CohortProgressQuery = cohortProgressQuerySchema.parse({});

/** The dashboard's address with `changes` applied (page back to 1 unless given). */
export function cohortSearch(query: CohortProgressQuery, changes: Partial<CohortProgressQuery>) {
  const next = { ...query, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.filter !== "all") params.set("filter", next.filter);
  if (next.course) params.set("course", next.course);
  if (next.status !== "any") params.set("status", next.status);
  if (next.sort !== "name") params.set("sort", next.sort);
  if (next.dir !== "asc") params.set("dir", next.dir);
  if (next.page !== 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}
