import { z } from "../zod";

/** Rows on one page of the institution's learners list. */
export const learnersPageSize = 25;

export const learnerFlags = [
  "all",
  "overdue",
  "expiring",
  "expired",
  "not-started",
  "invited",
  "left",
] as const;
export type LearnerFlag = (typeof learnerFlags)[number];

export const learnerFlagLabels: Record<LearnerFlag, string> = {
  all: "Everyone",
  overdue: "Overdue",
  expiring: "Expiring",
  expired: "Expired",
  "not-started": "Not started",
  invited: "Invited, not joined",
  left: "Left or removed",
};

export const courseStatuses = ["any", "completed", "in-progress", "not-started"] as const;
export type CourseStatus = (typeof courseStatuses)[number];
export const courseStatusLabels: Record<CourseStatus, string> = {
  any: "Any status",
  completed: "Completed",
  "in-progress": "In progress",
  "not-started": "Not started",
};

export const learnerSorts = ["name", "email", "staff", "cohorts", "done", "joined"] as const;
export type LearnerSort = (typeof learnerSorts)[number];
export const learnerSortLabels: Record<LearnerSort, string> = {
  name: "Name",
  email: "Email",
  staff: "Staff number",
  cohorts: "Cohorts",
  done: "Courses completed",
  joined: "Joined",
};

const optionalUuid = z
  .union([z.literal(""), z.uuid()])
  .optional()
  .catch("")
  .transform((value) => value || null);

/**
 * The learners list's address (`?q=patel&flag=overdue&sort=name&dir=asc&page=2`): a GET form, so
 * it works without JavaScript and can be shared. A value that makes no sense falls back to the
 * default, as people edit these links.
 */
export const learnersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch("")
    .transform((value) => value ?? ""),
  cohort: optionalUuid,
  course: optionalUuid,
  status: z.enum(courseStatuses).catch("any"),
  flag: z.enum(learnerFlags).catch("all"),
  sort: z.enum(learnerSorts).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type LearnersQuery = z.infer<typeof learnersQuerySchema>;

export function readLearnersQuery(url: string | URL): LearnersQuery {
  const params = new URL(url).searchParams;
  const value = (name: string) => params.get(name) ?? undefined;
  return learnersQuerySchema.parse({
    q: value("q"),
    cohort: value("cohort"),
    course: value("course"),
    status: value("status"),
    flag: value("flag"),
    sort: value("sort"),
    dir: value("dir"),
    page: value("page"),
  });
}

/** The address of the list with `changes` applied (page back to 1 unless given). */
export function learnersSearch(query: LearnersQuery, changes: Partial<LearnersQuery>) {
  const next = { ...query, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.cohort) params.set("cohort", next.cohort);
  if (next.course) params.set("course", next.course);
  if (next.status !== "any") params.set("status", next.status);
  if (next.flag !== "all") params.set("flag", next.flag);
  if (next.sort !== "name") params.set("sort", next.sort);
  if (next.dir !== "asc") params.set("dir", next.dir);
  if (next.page !== 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}
