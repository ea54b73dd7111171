import { describe, expect, it } from "vitest";
import { bioPreviewLength, truncateBio } from "./bio";

const long = "Clinical educator and former critical care nurse. ".repeat(10);

describe("truncateBio", () => {
  it("leaves a bio within the limit whole", () => {
    expect(truncateBio("Short bio.")).toBe("Short bio.");
  });

  it("cuts a long bio to at most 350 characters at a word boundary, with an ellipsis", () => {
    const preview = truncateBio(long);
    expect(bioPreviewLength).toBe(350);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(bioPreviewLength + 1);
    expect(preview.length).toBeGreaterThan(bioPreviewLength * 0.8);
    const kept = preview.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toMatch(/[\s.]/);
  });
});
