import type { AssessmentSeed } from "./assessment-seed";
import * as abcde from "./deteriorating-patient/abcde";
import * as anaphylaxis from "./deteriorating-patient/anaphylaxis";
import * as news2 from "./deteriorating-patient/news2";
import * as sbar from "./deteriorating-patient/sbar";
import * as sepsis from "./deteriorating-patient/sepsis";

const banks = [news2, abcde, sbar, sepsis, anaphylaxis];

/**
 * The assessment of `deteriorating-patient-bundle`: a bank grouped by learning outcome, one per
 * lesson (NEWS2, ABCDE, SBAR and the two scenarios).
 */
export const deterioratingPatientAssessment: AssessmentSeed = {
  courseSlug: "deteriorating-patient-bundle",
  title: "Assessment 01",
  basis:
    "Royal College of Physicians, National Early Warning Score (NEWS) 2 (2017), endorsed by NHS England; Resuscitation Council UK's ABCDE approach to the acutely ill patient, its ReSPECT process and Advanced Life Support course on teamwork; the Joint British Diabetes Societies' guideline on hypoglycaemia in hospital; British Thoracic Society guideline for oxygen use in adults (target saturation ranges); NICE guideline NG51, Suspected sepsis: recognition, diagnosis and early management (as updated in 2024); Resuscitation Council UK, Emergency treatment of anaphylaxis (2021); and the SBAR communication tool as used across the NHS.",
  outcomes: banks.map((bank) => bank.outcome),
  drawCount: 10,
  questions: banks.flatMap((bank) => bank.questions),
};
