import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths on our own site", () => {
    expect(safeRedirect("/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/course/x/start?tab=notes")).toBe("/course/x/start?tab=notes");
  });
  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    null,
    "/a\nb",
  ])("refuses %s", (target) => {
    expect(safeRedirect(target, "/fallback")).toBe("/fallback");
  });
});
