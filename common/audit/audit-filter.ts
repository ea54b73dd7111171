import { z } from "../zod";

/**
 * The actions an institution's audit log holds (docs/product/institutions.md#audit-log), for the
 * action filter: dotted, lower-case, `<area>.<verb>`. An action not listed here still filters (the
 * address may name any well-formed action); the list only fills the select.
 */
export const institutionAuditActions = [
  "cohort.created",
  "cohort.renamed",
  "cohort.due-date-changed",
  "cohort.courses-changed",
  "cohort.members-added",
  "cohort.members-moved",
  "cohort.members-removed",
  "cohort.deleted",
  "invitation.sent",
  "invitation.resent",
  "invitation.revoked",
  "learner.joined",
  "learner.left",
  "learner.removed",
  "manager.named",
  "manager.role-changed",
  "manager.removed",
  "manager.signed-in",
  "scim.user-created",
  "scim.user-deactivated",
] as const;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)));

/**
 * The audit log's filters, in its address: from and to (days in UK time, both included), the
 * actor (part of an email address) and the action. Like the lists' other parameters, a value
 * that makes no sense is dropped rather than failing: these are links people edit and share.
 */
export const auditFilterSchema = z.object({
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  actor: z.string().trim().max(254).catch(""),
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    .or(z.literal(""))
    .catch(""),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

/** The filters of a request's address. */
export function readAuditFilter(url: string | URL): AuditFilter {
  const params = new URL(url).searchParams;
  return auditFilterSchema.parse({
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    actor: params.get("actor") ?? "",
    action: params.get("action") ?? "",
  });
}

/** The filters as address parameters, empty ones left out (for links and the CSV's address). */
export function auditFilterParams(filter: AuditFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
