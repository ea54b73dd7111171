import { listQuerySchema } from "./list-query";

/**
 * The members list: searched by name, email, institution or registration number; newest
 * members first.
 */
export const memberListQuery = listQuerySchema(
  ["name", "email", "joined", "subscription"] as const,
  { sort: "joined", dir: "desc" },
);

export type MemberListSort = (typeof memberListQuery)["_output"]["sort"];
