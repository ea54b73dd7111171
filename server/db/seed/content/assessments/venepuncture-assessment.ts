import type { AssessmentSeed } from "./assessment-seed";
import * as vein from "./venepuncture/choosing-a-vein";
import * as complications from "./venepuncture/complications-and-needlestick";
import * as procedure from "./venepuncture/order-of-draw-and-procedure";
import * as preparation from "./venepuncture/preparation-and-identification";

const banks = [preparation, vein, procedure, complications];

/** The assessment of `venepuncture-essentials`: a bank grouped by learning outcome, one per lesson. */
export const venepunctureAssessment: AssessmentSeed = {
  courseSlug: "venepuncture-essentials",
  title: "Assessment 01",
  basis:
    "WHO guidelines on drawing blood: best practices in phlebotomy; the order of draw for closed evacuated blood collection systems as adopted by UK laboratories (CLSI GP41; local laboratory policy prevails) and CLSI H21 on coagulation samples; the British Society for Haematology's pre-transfusion compatibility guideline; NPSA Safer Practice Notice 24 on patient identification; NHS trust venepuncture, positive patient identification and sample labelling policies; Aseptic Non Touch Technique (ANTT); the Mental Capacity Act 2005 on consent; UKHSA and Health and Safety Executive guidance on sharps injuries and occupational exposure to blood-borne viruses, and the BHIVA/BASHH UK guideline for HIV post-exposure prophylaxis (2021); and the Health and Safety (Sharp Instruments in Healthcare) Regulations 2013.",
  outcomes: banks.map((bank) => bank.outcome),
  drawCount: 10,
  questions: banks.flatMap((bank) => bank.questions),
};
