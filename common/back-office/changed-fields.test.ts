import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields";

describe("changedFields", () => {
  it("puts the changed fields first, the unchanged after", () => {
    expect(
      changedFields(
        { title: "Old", slug: "same", tags: ["a"] },
        { title: "New", slug: "same", tags: ["a", "b"] },
      ),
    ).toEqual([
      { field: "title", before: "Old", after: "New", changed: true },
      { field: "tags", before: ["a"], after: ["a", "b"], changed: true },
      { field: "slug", before: "same", after: "same", changed: false },
    ]);
  });

  it("shows a creation as fields with nothing before, and a plain value as one field", () => {
    expect(changedFields(null, { status: "new" })).toEqual([
      { field: "status", before: undefined, after: "new", changed: true },
    ]);
    expect(changedFields(false, true)).toEqual([
      { field: "value", before: false, after: true, changed: true },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
