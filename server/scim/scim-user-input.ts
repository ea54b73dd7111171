import { z } from "@common/zod";
import { scimUrn } from "./scim-messages";

/**
 * A SCIM boolean as directories send it: Microsoft Entra ID sends `"True"`/`"False"` in PATCH
 * values, so strings are read case-insensitively.
 */
export const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i, "Expected true or false")
    .transform((value) => value.toLowerCase() === "true"),
]);

const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

/** The user's address: the Clinova account's email, lower-case. */
export const scimUserName = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("userName must be the person's work email address").max(254));

/**
 * A User resource as a directory sends it on POST and PUT (RFC 7643 section 4.1). Attributes we
 * do not keep (title, phone numbers, addresses…) are accepted and ignored.
 */
export const scimUserResource = z.looseObject({
  schemas: z.array(z.string()).refine((schemas) => schemas.includes(scimUrn.user), {
    message: `schemas must include ${scimUrn.user}`,
  }),
  userName: scimUserName,
  externalId: optionalText,
  name: z.looseObject({ givenName: optionalText, familyName: optionalText }).nullish(),
  active: scimBoolean.optional(),
  [scimUrn.enterpriseUser]: z.looseObject({ employeeNumber: optionalText }).nullish(),
});

/** What we keep of a directory's user. */
export type ScimUserState = {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  active: boolean;
  employeeNumber: string | null;
};

export function stateOfResource(resource: z.infer<typeof scimUserResource>): ScimUserState {
  return {
    userName: resource.userName,
    externalId: resource.externalId,
    givenName: resource.name?.givenName ?? null,
    familyName: resource.name?.familyName ?? null,
    active: resource.active ?? true,
    employeeNumber: resource[scimUrn.enterpriseUser]?.employeeNumber ?? null,
  };
}
