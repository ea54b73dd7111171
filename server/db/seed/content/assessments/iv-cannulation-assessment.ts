import type { AssessmentSeed } from "./assessment-seed";
import * as aftercare from "./iv-cannulation/aftercare-and-removal";
import * as insertion from "./iv-cannulation/aseptic-insertion";
import * as indications from "./iv-cannulation/indications-and-complications";
import * as selection from "./iv-cannulation/vein-and-cannula-selection";

const banks = [indications, selection, insertion, aftercare];

/**
 * The assessment of `demo-iv-cannulation`: a bank grouped by learning outcome, each attempt
 * drawing ten (docs/product/learning.md#assessment). It keeps the first specification's four
 * questions and their answers (B, B, C, B): purpose-of-iv-cannulation, purpose-of-a-tourniquet,
 * skin-antiseptic-before-cannulation and not-a-site-selection-factor.
 */
export const ivCannulationAssessment: AssessmentSeed = {
  courseSlug: "demo-iv-cannulation",
  title: "Assessment 01",
  basis:
    "NICE clinical guideline CG139 (Healthcare-associated infections: prevention and control in primary and community care); epic3 national evidence-based guidelines for preventing healthcare-associated infections in NHS hospitals in England; the Royal College of Nursing Standards for Infusion Therapy; the Visual Infusion Phlebitis (VIP) score used across NHS trusts; Aseptic Non Touch Technique (ANTT); the Health and Safety (Sharp Instruments in Healthcare) Regulations 2013; the NMC Code (2018) on consent and NPSA Safer Practice Notice 24 on patient identification; ISO 10555-5 colour coding of peripheral catheters; and local NHS trust cannulation and extravasation policies.",
  outcomes: banks.map((bank) => bank.outcome),
  drawCount: 10,
  questions: banks.flatMap((bank) => bank.questions),
};
