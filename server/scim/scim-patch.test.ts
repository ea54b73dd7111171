import { describe, expect, it } from "vitest";
import { ScimError, scimUrn } from "./scim-messages";
import { applyPatch, scimPatchRequest } from "./scim-patch";
import type { ScimUserState } from "./scim-user-input";

const grace: ScimUserState = {
  userName: "grace@harbour.nhs.uk",
  externalId: "grace",
  givenName: "Grace",
  familyName: "Hopper",
  active: true,
  employeeNumber: "RN-1",
};

const patched = (operations: unknown[]) =>
  applyPatch(
    grace,
    scimPatchRequest.parse({ schemas: [scimUrn.patchOp], Operations: operations }).Operations,
  );

describe("applyPatch", () => {
  it("reads Entra ID's capitalised ops and string booleans", () => {
    expect(patched([{ op: "Replace", path: "active", value: "False" }]).active).toBe(false);
    expect(patched([{ op: "Add", path: "name.familyName", value: "Murray" }]).familyName).toBe(
      "Murray",
    );
    expect(
      patched([{ op: "Replace", path: `${scimUrn.enterpriseUser}:employeeNumber`, value: "RN-2" }])
        .employeeNumber,
    ).toBe("RN-2");
  });

  it("reads a replace without a path, as Okta sends it, and ignores attributes it does not keep", () => {
    expect(
      patched([
        {
          op: "replace",
          value: {
            active: false,
            name: { givenName: "G." },
            title: "Nurse",
            [scimUrn.enterpriseUser]: { employeeNumber: "RN-3" },
          },
        },
      ]),
    ).toEqual({ ...grace, active: false, givenName: "G.", employeeNumber: "RN-3" });
    expect(
      patched([{ op: "replace", path: 'emails[type eq "work"].value', value: "x@y.z" }]),
    ).toEqual(grace);
  });

  it("removes optional attributes and refuses to remove required ones or bad values", () => {
    expect(patched([{ op: "remove", path: "externalId" }]).externalId).toBeNull();
    expect(() => patched([{ op: "remove", path: "active" }])).toThrow(ScimError);
    expect(() => patched([{ op: "replace", path: "active", value: "maybe" }])).toThrow(ScimError);
    expect(
      scimPatchRequest.safeParse({ schemas: [scimUrn.patchOp], Operations: [{ op: "move" }] })
        .success,
    ).toBe(false);
  });
});
