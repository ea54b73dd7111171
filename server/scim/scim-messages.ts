/** The URNs of SCIM 2.0 (RFC 7643 section 8.7, RFC 7644 section 3). */
export const scimUrn = {
  user: "urn:ietf:params:scim:schemas:core:2.0:User",
  enterpriseUser: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
  listResponse: "urn:ietf:params:scim:api:messages:2.0:ListResponse",
  patchOp: "urn:ietf:params:scim:api:messages:2.0:PatchOp",
  error: "urn:ietf:params:scim:api:messages:2.0:Error",
  serviceProviderConfig: "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig",
  resourceType: "urn:ietf:params:scim:schemas:core:2.0:ResourceType",
  schema: "urn:ietf:params:scim:schemas:core:2.0:Schema",
} as const;

export const scimContentType = "application/scim+json";

/** RFC 7644 section 3.12's `scimType` values we answer with. */
export type ScimErrorType =
  | "invalidFilter"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "invalidValue"
  | "tooMany"
  | "noTarget";

/** A refusal to answer in SCIM's error shape (RFC 7644 section 3.12). */
export class ScimError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500,
    detail: string,
    readonly scimType?: ScimErrorType,
  ) {
    super(detail);
  }

  get body() {
    return {
      schemas: [scimUrn.error],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.message,
    };
  }
}
