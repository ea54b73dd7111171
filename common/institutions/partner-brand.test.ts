import { describe, expect, it } from "vitest";
import { partnerBrandOf } from "./partner-brand";

describe("the institution's logo in the learner's header", () => {
  const seat = { institutionName: "Larkmere", logoKey: "institutions/a.png", contractActive: true };

  it("is the seat's logo while the contract runs", () => {
    expect(partnerBrandOf(seat)).toEqual({
      name: "Larkmere",
      logoSrc: "/storage/clinova-storage/institutions/a.png",
    });
  });

  it("is none without a seat, without a logo, or outside the contract", () => {
    expect(partnerBrandOf(null)).toBeNull();
    expect(partnerBrandOf({ ...seat, logoKey: null })).toBeNull();
    expect(partnerBrandOf({ ...seat, contractActive: false })).toBeNull();
  });
});
