import { ivCannulationScenario } from "./iv-cannulation-scenario";
import type { ScenarioSeed } from "./scenario-seed";
import { venepunctureScenario } from "./venepuncture-scenario";

export const scenarioSeeds: ScenarioSeed[] = [ivCannulationScenario, venepunctureScenario];
