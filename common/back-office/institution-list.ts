import { listQuerySchema } from "./list-query";

/** The institutions list: searched by name; in alphabetical order. */
export const institutionListQuery = listQuerySchema(
  ["name", "seats", "contractEnd", "tier"] as const,
  { sort: "name", dir: "asc" },
);

export type InstitutionListSort = (typeof institutionListQuery)["_output"]["sort"];
