import type { AssessmentSeed } from "./assessment-seed";
import { deterioratingPatientAssessment } from "./deteriorating-patient-assessment";
import { ivCannulationAssessment } from "./iv-cannulation-assessment";
import { venepunctureAssessment } from "./venepuncture-assessment";

/** Every seeded course's assessment, in the order of `courseSeeds`. */
export const assessmentSeeds: AssessmentSeed[] = [
  ivCannulationAssessment,
  venepunctureAssessment,
  deterioratingPatientAssessment,
];
