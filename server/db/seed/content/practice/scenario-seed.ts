import type { ScenarioDefinitionInput } from "@common/practice/scenario";

/** A course's practice scenario, written by `upsertScenario` matching the row by course and key. */
export type ScenarioSeed = {
  courseSlug: string;
  key: string;
  /** The lesson whose _Initiate VR Lesson_ opens it; without one, any lesson of the course that has none of its own. */
  lessonSlug?: string;
  title: string;
  definition: ScenarioDefinitionInput;
};
