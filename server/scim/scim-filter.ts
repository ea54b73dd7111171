import { parse, type Filter } from "scim2-parse-filter";
import { ScimError } from "./scim-messages";

export type UserFilter = { attribute: "userName" | "externalId"; value: string };

const filterable: Record<string, UserFilter["attribute"]> = {
  username: "userName",
  externalid: "externalId",
  "urn:ietf:params:scim:schemas:core:2.0:user:username": "userName",
  "urn:ietf:params:scim:schemas:core:2.0:user:externalid": "externalId",
};

/**
 * The filter a directory sends to find a user before creating one (RFC 7644 section 3.4.2.2):
 * `userName eq "…"` or `externalId eq "…"`. Parsed by scim2-parse-filter (the grammar, quoting
 * and escapes); anything else is refused as `invalidFilter`, never answered with everyone.
 */
export function userFilterOf(expression: string | undefined): UserFilter | null {
  if (expression === undefined || expression.trim() === "") return null;
  let filter: Filter;
  try {
    filter = parse(expression);
  } catch {
    throw new ScimError(400, "The filter is not a valid SCIM filter.", "invalidFilter");
  }
  const attribute = "attrPath" in filter ? filterable[filter.attrPath.toLowerCase()] : undefined;
  if (filter.op !== "eq" || !attribute || !("compValue" in filter)) {
    throw new ScimError(
      400,
      'Only userName eq "…" and externalId eq "…" filters are supported.',
      "invalidFilter",
    );
  }
  if (typeof filter.compValue !== "string") {
    throw new ScimError(400, `${attribute} is compared with a string.`, "invalidFilter");
  }
  const value = filter.compValue.trim();
  return { attribute, value: attribute === "userName" ? value.toLowerCase() : value };
}
