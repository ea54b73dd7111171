import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("accepts a UUID in either case", () => {
    expect(isUuid("0b7c2f1e-4a5d-4c3b-9e8f-1a2b3c4d5e6f")).toBe(true);
    expect(isUuid("0B7C2F1E-4A5D-4C3B-9E8F-1A2B3C4D5E6F")).toBe(true);
  });

  it("refuses slugs, near misses and text around a UUID", () => {
    expect(isUuid("infection-control")).toBe(false);
    expect(isUuid("0b7c2f1e-4a5d-4c3b-9e8f-1a2b3c4d5e6")).toBe(false);
    expect(isUuid("0b7c2f1e4a5d4c3b9e8f1a2b3c4d5e6f")).toBe(false);
    expect(isUuid("0b7c2f1e-4a5d-4c3b-9e8f-1a2b3c4d5e6g")).toBe(false);
    expect(isUuid(" 0b7c2f1e-4a5d-4c3b-9e8f-1a2b3c4d5e6f")).toBe(false);
    expect(isUuid("0b7c2f1e-4a5d-4c3b-9e8f-1a2b3c4d5e6f\n")).toBe(false);
    expect(isUuid("")).toBe(false);
  });
});
