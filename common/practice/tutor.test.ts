import { describe, expect, it } from "vitest";
import type { LoggedAction } from "./engine";
import type { MonitorView } from "./observations";
import { scenarioDefinitionSchema } from "./scenario";
import { answerNext, nextCriticalStep, stallPrompt, stopExplanation, tutorEvents } from "./tutor";

// A small scenario: wash hands, put on gloves (after washing), give the injection (after both).
// Gloves have no hint: the tutor asks about its title instead.
const lesson = (section: string) => ({ lesson: "injections", section });
const scenario = scenarioDefinitionSchema.parse({
  summary: "Give an injection.",
  basis: "The course's injection lesson",
  targetSeconds: 600,
  overTimePenalty: 5,
  targetStates: [],
  coach: { firstAttempts: 2, stallSeconds: 60 },
  actions: [
    { id: "wash", label: "Wash hands", target: "hand-gel", outcome: "Clean.", adds: ["clean"] },
    { id: "gloves", label: "Put on gloves", target: "gloves", outcome: "On.", adds: ["gloved"] },
    { id: "inject", label: "Inject", target: "patient", outcome: "Given.", takesSeconds: 30 },
  ],
  critical: [
    {
      action: "wash",
      title: "Hand hygiene",
      why: "Hands carry infection.",
      basis: "WHO five moments",
      teaches: lesson("Hand hygiene"),
      hint: "What do your hands need before you touch anything?",
    },
    {
      action: "gloves",
      after: ["wash"],
      title: "Gloves on",
      why: "Gloves protect you from blood.",
      basis: "epic3",
      teaches: lesson("Gloves"),
    },
    {
      action: "inject",
      after: ["wash", "gloves"],
      title: "The injection",
      why: "It is the point.",
      basis: "NMC",
      teaches: lesson("Injection"),
    },
  ],
  errors: [
    {
      id: "inject-unclean",
      on: "inject",
      unless: ["clean"],
      penalty: 20,
      title: "Injected with unwashed hands",
      why: "An infection risk at the site.",
      teaches: lesson("Hand hygiene"),
      basis: "epic3",
    },
  ],
});

const at = (actionId: string, seconds: number, kind?: LoggedAction["kind"]): LoggedAction => ({
  actionId,
  offsetMs: seconds * 1000,
  kind,
});

describe("the next critical step", () => {
  it("is the first not done whose earlier steps are done", () => {
    expect(nextCriticalStep(scenario, [])?.action).toBe("wash");
    expect(nextCriticalStep(scenario, [at("wash", 5)])?.action).toBe("gloves");
    expect(nextCriticalStep(scenario, [at("gloves", 5)])?.action).toBe("wash");
    const all = [at("wash", 5), at("gloves", 10), at("inject", 15)];
    expect(nextCriticalStep(scenario, all)).toBeNull();
  });

  it("ignores stopped actions and questions", () => {
    const log = [at("wash", 5, "stopped"), at("wash", 6, "asked")];
    expect(nextCriticalStep(scenario, log)?.action).toBe("wash");
  });
});

describe("the stall prompt", () => {
  it("comes stallSeconds after the start with the step's hint, basis and lesson", () => {
    expect(stallPrompt(scenario, [], 59_000, "coached")).toBeNull();
    expect(stallPrompt(scenario, [], 60_000, "coached")).toEqual({
      step: "wash",
      atSeconds: 60,
      text: "What do your hands need before you touch anything?",
      basis: "WHO five moments",
      teaches: lesson("Hand hygiene"),
    });
  });

  it("counts from the last step done, and asks about the title where there is no hint", () => {
    const log = [at("wash", 30)];
    expect(stallPrompt(scenario, log, 89_000, "coached")).toBeNull();
    expect(stallPrompt(scenario, log, 90_000, "coached")?.text).toBe(
      "Have you done this yet: “Gloves on”?",
    );
  });

  it("counts from the end of a step that takes time, and a question does not reset it", () => {
    const log = [at("wash", 1), at("gloves", 2), at("inject", 3, "stopped")];
    expect(stallPrompt(scenario, log, 62_000, "coached")?.step).toBe("inject");
    expect(stallPrompt(scenario, [...log, at("wash", 40, "asked")], 62_000, "coached")?.step).toBe(
      "inject",
    );
  });

  it("is never given in assessed mode, nor when every step is done", () => {
    expect(stallPrompt(scenario, [], 600_000, "assessed")).toBeNull();
    const all = [at("wash", 1), at("gloves", 2), at("inject", 3)];
    expect(stallPrompt(scenario, all, 600_000, "coached")).toBeNull();
  });
});

describe("the answer to What should I check next?", () => {
  it("gives the next step's hint and why, with its source and lesson", () => {
    const answer = answerNext(scenario, [], null);
    expect(answer).toEqual({
      text: "What do your hands need before you touch anything? Why it matters: Hands carry infection.",
      basis: "WHO five moments",
      teaches: lesson("Hand hygiene"),
      monitor: [],
    });
  });

  it("adds what the monitor shows worth acting on: NEWS2 in the chart's words and each alarm", () => {
    const monitor = {
      news2: { total: 7, risk: "high" },
      alarms: [{ parameter: "systolic", text: "Systolic pressure 88 mmHg" }],
    } as unknown as MonitorView;
    expect(answerNext(scenario, [], monitor).monitor).toEqual([
      "NEWS2 is 7: High risk: urgent or emergency response.",
      "Alarm: Systolic pressure 88 mmHg.",
    ]);
  });

  it("says so when every step is done", () => {
    const all = [at("wash", 1), at("gloves", 2), at("inject", 3)];
    expect(answerNext(scenario, all, null).text).toMatch(/Every critical step/);
  });
});

describe("the tutor's events of an attempt, for its debrief", () => {
  const log = [
    at("inject", 10, "stopped"),
    at("wash", 70),
    at("gloves", 200, "asked"),
    at("gloves", 210),
    at("inject", 220),
  ];

  it("gives a prompt in each long gap, each stop with why, each answer, in time order", () => {
    const events = tutorEvents(scenario, log, 300_000, "coached");
    expect(events.map(({ kind, atSeconds }) => [kind, atSeconds])).toEqual([
      ["stopped", 10],
      ["prompt", 60],
      ["prompt", 130],
      ["answer", 200],
    ]);
    expect(events[1]!.text).toBe("What do your hands need before you touch anything?");
    expect(events[0]).toMatchObject({
      text: "Stopped: Injected with unwashed hands. An infection risk at the site.",
      basis: "epic3",
    });
    expect(events[2]!.text).toBe("Have you done this yet: “Gloves on”?");
  });

  it("takes a stop's errors from the log where the server kept them", () => {
    const kept = [{ ...at("inject", 5, "stopped"), outcome: { errorIds: ["inject-unclean"] } }];
    expect(tutorEvents(scenario, kept, 10_000, "coached")[0]?.kind).toBe("stopped");
  });

  it("is empty for an assessed attempt with the same log and times", () => {
    expect(tutorEvents(scenario, log, 300_000, "assessed")).toEqual([]);
  });

  it("explains a stop with each error's why and source", () => {
    expect(stopExplanation(scenario.errors)).toEqual([
      {
        text: "Stopped: Injected with unwashed hands. An infection risk at the site.",
        basis: "epic3",
        teaches: lesson("Hand hygiene"),
      },
    ]);
  });
});
