import { z } from "../zod";

/** Learners on one page of the faculty dashboard. */
export const cohortPageSize = 50;

export const cohortFilters = ["all", "overdue", "not-started"] as const;
export type CohortFilter = (typeof cohortFilters)[number];

/**
 * The faculty dashboard's address parameters (`?filter=overdue&page=2`). A value that makes no
 * sense falls back to the default: these are links people edit and share.
 */
export const cohortProgressQuerySchema = z.object({
  filter: z.enum(cohortFilters).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type CohortProgressQuery = z.infer<typeof cohortProgressQuerySchema>;

export function readCohortProgressQuery(url: string | URL): CohortProgressQuery {
  const params = new URL(url).searchParams;
  return cohortProgressQuerySchema.parse({
    filter: params.get("filter") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

export const cohortFilterLabels: Record<CohortFilter, string> = {
  all: "All learners",
  overdue: "Overdue",
  "not-started": "Not started",
};
