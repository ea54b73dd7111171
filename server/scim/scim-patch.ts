import { z } from "@common/zod";
import { ScimError, scimUrn } from "./scim-messages";
import { scimBoolean, scimUserName, type ScimUserState } from "./scim-user-input";

/** A PatchOp request (RFC 7644 section 3.5.2); `op` in any case, as Entra sends "Replace". */
export const scimPatchRequest = z.object({
  schemas: z.array(z.string()).refine((schemas) => schemas.includes(scimUrn.patchOp), {
    message: `schemas must be ["${scimUrn.patchOp}"]`,
  }),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .transform((op) => op.toLowerCase())
          .pipe(z.enum(["add", "replace", "remove"])),
        path: z.string().trim().optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(100),
});

type Attribute =
  "userName" | "externalId" | "givenName" | "familyName" | "active" | "employeeNumber";

const enterprisePrefix = `${scimUrn.enterpriseUser}:`.toLowerCase();
const corePrefix = `${scimUrn.user}:`.toLowerCase();

/**
 * The attribute a path names, or null for one we do not keep (ignored, as attributes we do not
 * store are on create). Attribute names are case-insensitive (RFC 7643 section 2.1).
 */
function attributeOf(path: string): Attribute | "name" | null {
  let p = path.toLowerCase();
  if (p.startsWith(enterprisePrefix)) {
    return p.slice(enterprisePrefix.length) === "employeenumber" ? "employeeNumber" : null;
  }
  if (p.startsWith(corePrefix)) p = p.slice(corePrefix.length);
  const known: Record<string, Attribute | "name"> = {
    username: "userName",
    externalid: "externalId",
    "name.givenname": "givenName",
    "name.familyname": "familyName",
    name: "name",
    active: "active",
  };
  return known[p] ?? null;
}

const textValue = z
  .union([z.string(), z.null()])
  .transform((value) => value?.trim().slice(0, 200) || null);

function set(state: ScimUserState, attribute: Attribute | "name", value: unknown) {
  const read = <T>(schema: z.ZodType<T>) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new ScimError(400, `The value for ${attribute} is not valid.`, "invalidValue");
    }
    return parsed.data;
  };
  switch (attribute) {
    case "active":
      state.active = read(scimBoolean);
      return;
    case "userName":
      state.userName = read(scimUserName);
      return;
    case "name": {
      const name = read(
        z.looseObject({ givenName: z.unknown().optional(), familyName: z.unknown().optional() }),
      );
      if (name.givenName !== undefined) set(state, "givenName", name.givenName);
      if (name.familyName !== undefined) set(state, "familyName", name.familyName);
      return;
    }
    default:
      state[attribute] = read(textValue);
  }
}

/** The attributes of a value object without a path: `{ active: false }`, `{ "name.givenName": … }`, extensions. */
function setAll(state: ScimUserState, value: unknown) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ScimError(400, "An operation without a path needs an object value.", "invalidSyntax");
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.toLowerCase() === scimUrn.enterpriseUser.toLowerCase()) {
      const extension = item as Record<string, unknown> | null;
      if (extension && typeof extension === "object" && "employeeNumber" in extension) {
        set(state, "employeeNumber", extension.employeeNumber);
      }
      continue;
    }
    const attribute = attributeOf(key);
    if (attribute) set(state, attribute, item);
  }
}

/**
 * The user as it is after the operations, applied in order (RFC 7644 section 3.5.2). Removing
 * `active` or `userName` is refused: they are required.
 */
export function applyPatch(
  current: ScimUserState,
  operations: z.infer<typeof scimPatchRequest>["Operations"],
): ScimUserState {
  const next = { ...current };
  for (const { op, path, value } of operations) {
    if (!path) {
      if (op === "remove") throw new ScimError(400, "remove needs a path.", "noTarget");
      setAll(next, value);
      continue;
    }
    const attribute = attributeOf(path);
    if (!attribute) continue;
    if (op === "remove") {
      if (attribute === "active" || attribute === "userName") {
        throw new ScimError(400, `${attribute} cannot be removed.`, "mutability");
      }
      if (attribute === "name") {
        next.givenName = null;
        next.familyName = null;
      } else next[attribute] = null;
      continue;
    }
    set(next, attribute, value);
  }
  return next;
}
