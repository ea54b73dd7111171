import { describe, expect, it } from "vitest";
import { checkResumeToken, lifetimeText, signResumeToken } from "./resume-link";

const secret = "a-secret-long-enough-for-the-test-0123456789";
const claims = { applicationId: "app-1", adminId: "admin-1" };

describe("résumé links", () => {
  it("work for the lifetime they were made with, then have expired", () => {
    const madeAt = new Date("2026-11-25T10:00:00Z");
    const token = signResumeToken(secret, claims, 90, madeAt);
    const at = (seconds: number) => new Date(madeAt.getTime() + seconds * 1000);
    expect(checkResumeToken(secret, token, claims, at(89))).toEqual({ ok: true });
    expect(checkResumeToken(secret, token, claims, at(90))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("say their lifetime as a person would", () => {
    expect(lifetimeText(300)).toBe("5 minutes");
    expect(lifetimeText(60)).toBe("1 minute");
    expect(lifetimeText(5)).toBe("5 seconds");
    expect(lifetimeText(1)).toBe("1 second");
    expect(lifetimeText(90)).toBe("90 seconds");
  });
});
