import { describe, expect, it } from "vitest";
import { containing } from "./sql-like";

describe("containing", () => {
  it("wraps plain text in wildcards", () => {
    expect(containing("Leeds")).toBe("%Leeds%");
  });

  it("escapes the wildcards and the escape character the text holds", () => {
    expect(containing("100%")).toBe("%100\\%%");
    expect(containing("st_thomas")).toBe("%st\\_thomas%");
    expect(containing("a\\b")).toBe("%a\\\\b%");
  });
});
