import type { AssessmentSeed } from "./assessment-seed";

/** The assessment of `deteriorating-patient-bundle`: NEWS2, ABCDE, SBAR and both scenarios. */
export const deterioratingPatientAssessment: AssessmentSeed = {
  courseSlug: "deteriorating-patient-bundle",
  title: "Assessment 01",
  basis:
    "Royal College of Physicians, National Early Warning Score (NEWS) 2 (2017), endorsed by NHS England; Resuscitation Council UK's ABCDE approach to the acutely ill patient; British Thoracic Society guideline for oxygen use in adults (target saturation ranges); NICE guideline NG51, Suspected sepsis: recognition, diagnosis and early management (as updated in 2024); Resuscitation Council UK, Emergency treatment of anaphylaxis (2021); and the SBAR communication tool as used across the NHS.",
  questions: [
    {
      key: "not-a-news2-parameter",
      text: "Which of these is NOT one of the parameters scored in NEWS2?",
      options: [
        { letter: "A", text: "Respiration rate" },
        { letter: "B", text: "Systolic blood pressure" },
        { letter: "C", text: "Urine output" },
        { letter: "D", text: "Level of consciousness" },
      ],
      correct: "C",
      explanation:
        "NEWS2 scores respiration rate, oxygen saturation, air or oxygen, systolic blood pressure, pulse, consciousness and temperature. Urine output matters in the assessment of circulation, but it is not part of the score.",
    },
    {
      key: "new-confusion-score",
      text: "A patient who was alert yesterday is newly confused today. How does NEWS2 score new confusion?",
      options: [
        { letter: "A", text: "0, because confusion is not a physiological measurement" },
        { letter: "B", text: "1, the same as a mildly raised pulse" },
        { letter: "C", text: "2, unless the patient is also drowsy" },
        { letter: "D", text: "3, a red score that calls for an urgent ward-based response" },
      ],
      correct: "D",
      explanation:
        "New confusion scores 3, the same as responding only to voice or pain or being unresponsive. A single red score of 3 needs at least hourly observations and a prompt review by the medical team, so treat it as seriously as a low blood pressure.",
    },
    {
      key: "calculate-news2",
      text: "A patient breathing room air has a respiration rate of 22 per minute, SpO2 95% (Scale 1), blood pressure 105/70 mmHg, pulse 95 per minute and temperature 37.2 °C, and is alert. What is the aggregate NEWS2 score?",
      options: [
        { letter: "A", text: "4" },
        { letter: "B", text: "5" },
        { letter: "C", text: "6" },
        { letter: "D", text: "7" },
      ],
      correct: "B",
      explanation:
        "A respiration rate of 21–24 scores 2, SpO2 of 94–95% scores 1, a systolic pressure of 101–110 scores 1 and a pulse of 91–110 scores 1; air, alert and a temperature of 36.1–38.0 score 0. The total of 5 is the key threshold for an urgent response.",
    },
    {
      key: "response-to-news2-of-five",
      text: "A patient's aggregate NEWS2 score has risen to 5. What response does NEWS2 call for?",
      options: [
        {
          letter: "A",
          text: "Observations at least hourly, the medical team told immediately and an urgent assessment by a clinician competent in caring for acutely ill patients",
        },
        {
          letter: "B",
          text: "Observations every 4–6 hours, with the nurse in charge deciding whether to raise it at the next ward round",
        },
        {
          letter: "C",
          text: "Observations every 12 hours, because no single parameter has reached a red score",
        },
        { letter: "D", text: "No change, because only a score of 7 or more needs escalation" },
      ],
      correct: "A",
      explanation:
        "An aggregate of 5–6 is the key threshold for an urgent response. A score of 7 or more calls for an emergency response with continuous monitoring and a team with critical care skills, and concern from staff, the patient or family justifies escalation at any score.",
    },
    {
      key: "when-to-use-scale-2",
      text: "When should SpO2 Scale 2 be used to score oxygen saturation in NEWS2?",
      options: [
        {
          letter: "A",
          text: "For every patient with COPD, whether or not a target range has been prescribed",
        },
        {
          letter: "B",
          text: "Whenever the patient's saturation on air falls below 92%, to avoid over-scoring",
        },
        {
          letter: "C",
          text: "Whenever the patient is receiving supplemental oxygen, for any reason",
        },
        {
          letter: "D",
          text: "Only when a competent clinical decision-maker has prescribed and recorded a target of 88–92%, for example in hypercapnic respiratory failure",
        },
      ],
      correct: "D",
      explanation:
        "Scale 2 is for patients with a prescribed target range of 88–92%, such as people with confirmed hypercapnic respiratory failure. Not everyone with COPD retains carbon dioxide, and using Scale 2 without that prescription can hide real hypoxaemia.",
    },
    {
      key: "abcde-treat-as-you-find",
      text: "During an ABCDE assessment, you find a respiration rate of 32 per minute and SpO2 of 85% at B. What is the right approach?",
      options: [
        {
          letter: "A",
          text: "Finish the whole ABCDE assessment first, so every problem can be treated together at the end",
        },
        {
          letter: "B",
          text: "Treat it now, for example with oxygen, before moving on to C, call for help early and reassess after the treatment",
        },
        {
          letter: "C",
          text: "Note the findings, move on to C and come back to B once you have a working diagnosis",
        },
        {
          letter: "D",
          text: "Stay with the patient but start no treatment until a senior colleague has reviewed them",
        },
      ],
      correct: "B",
      explanation:
        "ABCDE deals with each life-threatening problem as it is found, before moving on, and does not need a diagnosis first. Call for help early rather than after finishing, and reassess after every treatment, going back to A if anything changes.",
    },
    {
      key: "oxygen-target-saturation",
      text: "For most acutely ill adults who are not at risk of hypercapnic respiratory failure, what oxygen saturation range should you aim for once they are stable?",
      options: [
        { letter: "A", text: "94–98%" },
        { letter: "B", text: "88–92%" },
        { letter: "C", text: "90–94%" },
        { letter: "D", text: "100%, to build up a reserve" },
      ],
      correct: "A",
      explanation:
        "Critically ill patients start on high-concentration oxygen, which is then titrated to a target of 94–98%. The 88–92% range is for patients at risk of hypercapnic respiratory failure, and aiming for 100% risks harm from too much oxygen.",
    },
    {
      key: "initial-fluid-bolus",
      text: "At C, a hypotensive adult with no history of heart failure needs IV fluid. What does Resuscitation Council UK suggest to start with?",
      options: [
        { letter: "A", text: "2 litres of crystalloid over an hour" },
        { letter: "B", text: "1 litre of 5% glucose over eight hours" },
        {
          letter: "C",
          text: "A 500 mL bolus of warmed crystalloid over less than 15 minutes, then reassess",
        },
        { letter: "D", text: "No fluid until the blood results are back" },
      ],
      correct: "C",
      explanation:
        "A 500 mL warmed crystalloid bolus given over less than 15 minutes, with reassessment after each bolus, treats hypotension while showing how the patient responds. Smaller volumes are used in heart failure, and waiting for results delays treatment of shock.",
    },
    {
      key: "sbar-recommendation",
      text: "You call a doctor about a deteriorating patient using SBAR. Which statement belongs under Recommendation?",
      options: [
        {
          letter: "A",
          text: "\"I'm calling about Mr Patel in bed 4 because I'm worried he is deteriorating.\"",
        },
        {
          letter: "B",
          text: '"He was admitted yesterday with pneumonia and has heart failure."',
        },
        {
          letter: "C",
          text: '"His NEWS2 has gone from 3 to 6 in two hours and his pulse is now 118."',
        },
        {
          letter: "D",
          text: '"Please come and review him within 30 minutes. What would you like me to do in the meantime?"',
        },
      ],
      correct: "D",
      explanation:
        "The Recommendation says clearly what you need and by when, and asks what to do until help arrives. The other statements belong under Situation, Background and Assessment respectively.",
    },
    {
      key: "sepsis-antibiotic-timing",
      text: "A post-operative patient with suspected sepsis from a chest infection has a NEWS2 score of 12. Under NICE NG51, when should broad-spectrum antibiotics be given?",
      options: [
        { letter: "A", text: "Within 1 hour" },
        { letter: "B", text: "Within 3 hours, after senior review" },
        { letter: "C", text: "Within 6 hours" },
        { letter: "D", text: "Only once blood culture results have identified the organism" },
      ],
      correct: "A",
      explanation:
        "A NEWS2 score of 7 or more puts an adult with suspected sepsis at the highest risk, and NG51 asks for antibiotics within 1 hour, taking blood cultures first if that causes no delay. The 3-hour window applies to a score of 5 or 6.",
    },
    {
      key: "anaphylaxis-first-line-treatment",
      text: "Minutes after a first dose of an IV antibiotic, an adult becomes hoarse and wheezy, with swelling lips, a spreading rash and a systolic blood pressure of 84 mmHg. What is the first-line drug treatment?",
      options: [
        { letter: "A", text: "IV chlorphenamine" },
        {
          letter: "B",
          text: "IM adrenaline 0.5 mg (0.5 mL of 1 mg/mL) into the anterolateral thigh",
        },
        { letter: "C", text: "IV hydrocortisone" },
        { letter: "D", text: "A 1 mg IV bolus of adrenaline, as given in cardiac arrest" },
      ],
      correct: "B",
      explanation:
        "IM adrenaline into the outer thigh is the first-line treatment for anaphylaxis and should not wait for IV access. Antihistamines do not treat airway, breathing or circulation problems, routine corticosteroids are no longer advised, and a cardiac-arrest IV bolus is dangerous in a patient who has a pulse.",
    },
    {
      key: "anaphylaxis-no-improvement",
      text: "Five minutes after a first dose of IM adrenaline for anaphylaxis, the patient is still wheezy and hypotensive. What should happen next?",
      options: [
        {
          letter: "A",
          text: "Give an oral non-sedating antihistamine and wait 30 minutes to see if it helps",
        },
        {
          letter: "B",
          text: "Sit the patient bolt upright to ease their breathing and give IV hydrocortisone",
        },
        {
          letter: "C",
          text: "Repeat IM adrenaline 0.5 mg and continue oxygen and IV fluid; if problems persist after two doses, get critical care help for an adrenaline infusion",
        },
        {
          letter: "D",
          text: "Wait another 30 minutes before a second dose, because adrenaline takes time to work",
        },
      ],
      correct: "C",
      explanation:
        "If there is no improvement after 5 minutes, IM adrenaline is repeated. Anaphylaxis that persists after two doses is refractory and needs expert help for an adrenaline infusion, and a hypotensive patient should lie flat rather than sit up suddenly.",
    },
  ],
};
