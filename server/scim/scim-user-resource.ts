import { scimUrn } from "./scim-messages";
import type { ScimUserState } from "./scim-user-input";

export type ScimUserRow = ScimUserState & { id: string; createdAt: Date; updatedAt: Date };

/** A stored user as the SCIM User resource (RFC 7643 section 4.1), with the enterprise extension. */
export function userResource(row: ScimUserRow, baseUrl: string) {
  const formatted = [row.givenName, row.familyName].filter(Boolean).join(" ");
  return {
    schemas: row.employeeNumber ? [scimUrn.user, scimUrn.enterpriseUser] : [scimUrn.user],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName,
    name: {
      ...(row.givenName ? { givenName: row.givenName } : {}),
      ...(row.familyName ? { familyName: row.familyName } : {}),
      ...(formatted ? { formatted } : {}),
    },
    ...(formatted ? { displayName: formatted } : {}),
    emails: [{ value: row.userName, type: "work", primary: true }],
    active: row.active,
    ...(row.employeeNumber
      ? { [scimUrn.enterpriseUser]: { employeeNumber: row.employeeNumber } }
      : {}),
    meta: {
      resourceType: "User",
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}
