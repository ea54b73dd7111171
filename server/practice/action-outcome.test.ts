import { describe, expect, it } from "vitest";
import { outcomeText, parseOutcome } from "./action-outcome";

describe("a logged action's outcome", () => {
  it("keeps a right action as ok", () => {
    expect(outcomeText({ errorIds: [] })).toBe("ok");
    expect(parseOutcome("ok")).toEqual({ errorIds: [] });
  });

  it("keeps the errors an action made, in order", () => {
    const outcome = { errorIds: ["no-hand-hygiene", "gloves-before-apron"] };
    expect(outcomeText(outcome)).toBe("error:no-hand-hygiene,error:gloves-before-apron");
    expect(parseOutcome(outcomeText(outcome))).toEqual(outcome);
  });

  it("reads an error id that holds a colon whole", () => {
    expect(parseOutcome("error:step:2")).toEqual({ errorIds: ["step:2"] });
  });
});
