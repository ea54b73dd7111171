import type { ScenarioDefinitionInput } from "@common/practice/scenario";

/** A course's practice scenario, written by `upsertScenario` matching the row by course and key. */
export type ScenarioSeed = {
  courseSlug: string;
  key: string;
  title: string;
  definition: ScenarioDefinitionInput;
};
