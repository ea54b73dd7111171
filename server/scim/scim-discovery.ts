import { scimUrn } from "./scim-messages";

/** What this service provider supports (RFC 7643 section 5). */
export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [scimUrn.serviceProviderConfig],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: maxPageSize },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: "oauthbearertoken",
      name: "Bearer token",
      description:
        "The token generated on the institution's single sign-on page of the back office.",
      primary: true,
    },
  ],
  meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
});

/** The largest page a list answers (`count` is capped to it). */
export const maxPageSize = 200;

const attribute = (
  name: string,
  extra: Partial<{
    type: string;
    required: boolean;
    uniqueness: string;
    mutability: string;
    multiValued: boolean;
    subAttributes: unknown[];
  }> = {},
) => ({
  name,
  type: "string",
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...extra,
});

/** The attributes we keep, of the core User schema and the enterprise extension (RFC 7643 section 7). */
export const schemas = (baseUrl: string) => [
  {
    schemas: [scimUrn.schema],
    id: scimUrn.user,
    name: "User",
    description: "A learner provisioned by the institution's directory.",
    attributes: [
      attribute("userName", { required: true, uniqueness: "server", mutability: "immutable" }),
      attribute("externalId"),
      attribute("name", {
        type: "complex",
        subAttributes: [
          attribute("givenName"),
          attribute("familyName"),
          attribute("formatted", { mutability: "readOnly" }),
        ],
      }),
      attribute("displayName", { mutability: "readOnly" }),
      attribute("emails", {
        type: "complex",
        multiValued: true,
        mutability: "readOnly",
        subAttributes: [
          attribute("value"),
          attribute("type"),
          attribute("primary", { type: "boolean" }),
        ],
      }),
      attribute("active", { type: "boolean" }),
    ],
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${scimUrn.user}` },
  },
  {
    schemas: [scimUrn.schema],
    id: scimUrn.enterpriseUser,
    name: "EnterpriseUser",
    description: "The staff number, kept on the learner's seat.",
    attributes: [attribute("employeeNumber")],
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${scimUrn.enterpriseUser}` },
  },
];

export const resourceTypes = (baseUrl: string) => [
  {
    schemas: [scimUrn.resourceType],
    id: "User",
    name: "User",
    endpoint: "/Users",
    description: "A learner: while active, they hold one of the institution's seats.",
    schema: scimUrn.user,
    schemaExtensions: [{ schema: scimUrn.enterpriseUser, required: false }],
    meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/User` },
  },
];

/** A list of resources (RFC 7644 section 3.4.2). */
export const listResponse = (resources: unknown[], totalResults: number, startIndex: number) => ({
  schemas: [scimUrn.listResponse],
  totalResults,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
