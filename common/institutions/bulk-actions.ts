import { z } from "../zod";

export const bulkActions = ["resend", "remove", "move", "add"] as const;
export type BulkAction = (typeof bulkActions)[number];

export const bulkActionLabels: Record<BulkAction, string> = {
  resend: "Resend invitation",
  remove: "Remove",
  move: "Move to cohort",
  add: "Add to cohort",
};

/** At most a page's worth of rows, and a little more, per bulk action. */
export const maxBulkRows = 100;

const rowKey = z.string().regex(/^[ui]:[0-9A-Za-z_-]{1,100}$/, "Choose learners from the list");

const keysField = z
  .union([rowKey, z.array(rowKey)], { error: "Choose at least one learner" })
  .transform((value) => [...new Set(Array.isArray(value) ? value : [value])])
  .pipe(z.array(rowKey).min(1, "Choose at least one learner").max(maxBulkRows));

const bulkFields = {
  keys: keysField,
  action: z.enum(bulkActions, { error: "Choose what to do" }),
  cohortId: z
    .union([z.literal(""), z.uuid()])
    .optional()
    .transform((value) => value || null),
};

const needsCohort = (value: { action: BulkAction; cohortId: string | null }) =>
  (value.action !== "move" && value.action !== "add") || value.cohortId !== null;
const cohortMessage = { message: "Choose the cohort", path: ["cohortId"] };

/** The learners list's bulk form (docs/product/institutions.md#learners-at-scale): the preview. */
export const bulkPreviewSchema = z
  .object({ intent: z.literal("bulk-preview"), ...bulkFields })
  .refine(needsCohort, cohortMessage);

/** Its confirmation: the same choice, and the plan the preview showed, checked again. */
export const bulkConfirmSchema = z
  .object({
    intent: z.literal("bulk-confirm"),
    ...bulkFields,
    expected: z.string().max(100_000),
  })
  .refine(needsCohort, cohortMessage);

export type BulkChoice = {
  keys: string[];
  action: BulkAction;
  cohortId: string | null;
};

export type BulkPlanRow = { key: string; name: string; email: string; outcome: string };
export type BulkPlan = { apply: BulkPlanRow[]; skipped: BulkPlanRow[] };

/** What a confirmation compares: the rows to change and what happens to each, in order. */
export const planFingerprint = (plan: BulkPlan) =>
  plan.apply.map((row) => `${row.key}=${row.outcome}`).join("\n");
