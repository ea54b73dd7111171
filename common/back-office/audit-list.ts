import { listQuerySchema } from "./list-query";

/** The audit log: searched by who, what or which item; newest first. */
export const auditListQuery = listQuerySchema(["createdAt", "actor", "action"] as const, {
  sort: "createdAt",
  dir: "desc",
});

export type AuditListSort = (typeof auditListQuery)["_output"]["sort"];
