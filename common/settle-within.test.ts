import { describe, expect, it } from "vitest";
import { settleWithin } from "./settle-within";

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("settleWithin", () => {
  it("gives the value when the promise settles in time", async () => {
    const { value } = await settleWithin(after(5, [1, 2, 3]), 200);
    expect(value).toEqual([1, 2, 3]);
  });

  it("gives back the pending promise when it is too slow", async () => {
    const slow = after(80, "late");
    const { value } = await settleWithin(slow, 10);
    expect(value).toBe(slow);
    expect(await value).toBe("late");
  });
});
