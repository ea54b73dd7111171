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

describe("a log entry the tutor answered", () => {
  it("keeps a stopped action with the errors it would have made", () => {
    const outcome = { errorIds: ["needle-resheathed", "step:2"], kind: "stopped" as const };
    expect(outcomeText(outcome)).toBe("stopped:needle-resheathed,stopped:step:2");
    expect(parseOutcome(outcomeText(outcome))).toEqual(outcome);
  });

  it("keeps a question to the tutor", () => {
    expect(outcomeText({ errorIds: [], kind: "asked" })).toBe("asked");
    expect(parseOutcome("asked")).toEqual({ errorIds: [], kind: "asked" });
  });

  it("reads the older texts as actions done", () => {
    expect(parseOutcome("ok").kind).toBeUndefined();
    expect(parseOutcome("error:a").kind).toBeUndefined();
  });
});
