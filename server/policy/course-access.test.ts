import { describe, expect, it } from "vitest";
import { courseAccess } from "./course-access";

const standardCourse = { id: "course-s", requiredTier: "standard" as const };
const premiumCourse = { id: "course-p", requiredTier: "premium" as const };
const noSubscription = { subscribed: false, tier: null };

describe("courseAccess", () => {
  it("closes every course without a subscription or a seat", () => {
    expect(courseAccess({ subscription: noSubscription }, standardCourse)).toBe(
      "subscription-required",
    );
    expect(
      courseAccess({ subscription: { subscribed: false, tier: "premium" } }, premiumCourse),
    ).toBe("subscription-required");
  });

  it("opens Standard courses to both tiers and Premium courses to Premium only", () => {
    const on = (tier: "standard" | "premium" | null) => ({
      subscription: { subscribed: true, tier },
    });
    expect(courseAccess(on("standard"), standardCourse)).toBe("open");
    expect(courseAccess(on("premium"), standardCourse)).toBe("open");
    expect(courseAccess(on("premium"), premiumCourse)).toBe("open");
    expect(courseAccess(on("standard"), premiumCourse)).toBe("premium-required");
    expect(courseAccess(on(null), premiumCourse)).toBe("premium-required");
  });

  it("opens through a seat only the courses its institution lists, at the seat's tier", () => {
    const seat = (tier: "standard" | "premium", contractActive = true) => ({
      subscription: noSubscription,
      seat: { tier, courseIds: ["course-s", "course-p"], contractActive },
    });
    expect(courseAccess(seat("standard"), standardCourse)).toBe("open");
    // The seat lists it at a tier it lacks: an upgrade, not a subscription (decision 0065).
    expect(courseAccess(seat("standard"), premiumCourse)).toBe("premium-required");
    expect(courseAccess(seat("premium"), premiumCourse)).toBe("open");
    expect(courseAccess(seat("premium"), { id: "other", requiredTier: "standard" })).toBe(
      "subscription-required",
    );
  });

  it("says the contract ended when only an expired seat would open the course", () => {
    const expired = {
      subscription: noSubscription,
      seat: { tier: "standard" as const, courseIds: ["course-s"], contractActive: false },
    };
    expect(courseAccess(expired, standardCourse)).toBe("contract-ended");
    const subscribedToo = {
      ...expired,
      subscription: { subscribed: true, tier: "standard" as const },
    };
    expect(courseAccess(subscribedToo, standardCourse)).toBe("open");
  });
});
