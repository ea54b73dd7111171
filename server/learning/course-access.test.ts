import { describe, expect, it } from "vitest";
import { courseAccess } from "./course-access";

describe("courseAccess", () => {
  it("closes every course without a subscription", () => {
    expect(courseAccess({ subscribed: false, tier: null }, "standard")).toBe(
      "subscription-required",
    );
    expect(courseAccess({ subscribed: false, tier: "premium" }, "premium")).toBe(
      "subscription-required",
    );
  });

  it("opens Standard courses to both tiers and Premium courses to Premium only", () => {
    expect(courseAccess({ subscribed: true, tier: "standard" }, "standard")).toBe("open");
    expect(courseAccess({ subscribed: true, tier: "premium" }, "standard")).toBe("open");
    expect(courseAccess({ subscribed: true, tier: "premium" }, "premium")).toBe("open");
    expect(courseAccess({ subscribed: true, tier: "standard" }, "premium")).toBe(
      "premium-required",
    );
    expect(courseAccess({ subscribed: true, tier: null }, "premium")).toBe("premium-required");
  });
});
