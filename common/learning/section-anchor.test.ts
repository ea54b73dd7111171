import { describe, expect, it } from "vitest";
import { sectionAnchor } from "./section-anchor";

describe("a section's anchor", () => {
  it.each([
    ["Choosing the vein", "choosing-the-vein"],
    ["Choosing the vein (and why)", "choosing-the-vein-and-why"],
    ["  Aftercare & documentation: VIP score!  ", "aftercare-documentation-vip-score"],
    ["18G – 22G cannulae", "18g-22g-cannulae"],
    ["Antisepsis — 2% chlorhexidine", "antisepsis-2-chlorhexidine"],
    ["Écouvillon", "écouvillon"],
    ["---", ""],
  ])("%j → %j", (text, anchor) => {
    expect(sectionAnchor(text)).toBe(anchor);
  });
});
