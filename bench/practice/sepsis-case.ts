import { scenarioDefinitionSchema } from "../../common/practice/scenario";
import { sepsisScenario } from "../../server/db/seed/content/practice/sepsis-scenario";
import { sepsisGoodRun } from "../../tests/support/practice-case-runs";

/** The seeded sepsis case, parsed as the server reads it. */
export const sepsis = scenarioDefinitionSchema.parse(sepsisScenario.definition);

/** A good run of the sepsis case: the first hour of NICE NG51 care, as the case tests score it. */
export const sepsisRun = sepsisGoodRun;
