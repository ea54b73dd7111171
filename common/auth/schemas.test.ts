import { describe, expect, it } from "vitest";
import { signUpSchema } from "./schemas";

const valid = {
  firstName: "Ada",
  lastName: "Okafor",
  professionalRegType: "nurse",
  regNo: "12A3456E",
  institution: "University of Leeds",
  email: "Ada@Example.org",
  password: "correct-horse-7!",
};

const firstMessage = (input: Record<string, unknown>) => {
  const result = signUpSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the sign-up schema", () => {
  it("accepts a complete form, trimming and lower-casing the email", () => {
    const parsed = signUpSchema.parse({ ...valid, firstName: "  Ada " });
    expect(parsed.firstName).toBe("Ada");
    expect(parsed.email).toBe("ada@example.org");
  });

  it("reports the spec's messages in the spec's order (spec §5)", () => {
    const blank = Object.fromEntries(Object.keys(valid).map((k) => [k, "  "]));
    const expected = [
      "First name is required",
      "Last name is required",
      "Professional registration type is required",
      "Registration number is required",
      "Institution is required",
      "Email is required",
      "Password is required",
    ];
    const keys = Object.keys(valid);
    const seen = keys.map((_, index) =>
      firstMessage({
        ...valid,
        ...Object.fromEntries(keys.slice(index).map((k) => [k, blank[k]])),
      }),
    );
    expect(seen).toEqual(
      expected.map((message, i) => (i === 6 ? "Password is required" : message)),
    );
    expect(firstMessage({ ...valid, password: "" })).toBe("Password is required");
  });

  it("keeps passwords between 8 and 128 characters, any characters allowed", () => {
    expect(firstMessage({ ...valid, password: "short7!" })).toMatch(/at least 8/);
    expect(firstMessage({ ...valid, password: "ü".repeat(128) })).toBeNull();
    expect(firstMessage({ ...valid, password: "x".repeat(129) })).toMatch(/at most 128/);
  });
});
