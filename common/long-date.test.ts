import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

describe("formatLongDate", () => {
  it("writes a long US-English date in UTC", () => {
    expect(formatLongDate(new Date("2025-11-04T00:30:00Z"))).toBe("November 4, 2025");
    expect(formatLongDate("2025-03-31T23:30:00Z")).toBe("March 31, 2025");
  });
});
