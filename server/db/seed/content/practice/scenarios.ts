import { anaphylaxisScenario } from "./anaphylaxis-scenario";
import { ivCannulationScenario } from "./iv-cannulation-scenario";
import type { ScenarioSeed } from "./scenario-seed";
import { sepsisScenario } from "./sepsis-scenario";
import { venepunctureScenario } from "./venepuncture-scenario";

export const scenarioSeeds: ScenarioSeed[] = [
  ivCannulationScenario,
  venepunctureScenario,
  sepsisScenario,
  anaphylaxisScenario,
];
