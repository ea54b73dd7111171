import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Scoring and escalating with NEWS2";
const lesson = "recognising-deterioration-news2";
const news2 = "RCP, National Early Warning Score (NEWS) 2 (2017)";

/** Scoring a set of observations with NEWS2 and matching the score to the right response. */
export const questions: QuestionSeed[] = [
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
    outcome,
    teaches: { lesson, section: "The parameters" },
    source: `${news2}, the NEWS2 scoring system`,
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
    outcome,
    teaches: { lesson, section: "The parameters" },
    source: `${news2}, the NEWS2 scoring system`,
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
    outcome,
    teaches: { lesson, section: "The parameters" },
    source: `${news2}, the NEWS2 scoring system`,
  },
  {
    key: "scoring-supplemental-oxygen",
    text: "A patient scored on SpO2 Scale 1 is receiving 2 L/min of oxygen through nasal cannulae, with SpO2 of 96%. Every other parameter scores 0. What is the NEWS2 score?",
    options: [
      { letter: "A", text: "0" },
      { letter: "B", text: "1" },
      { letter: "C", text: "2" },
      { letter: "D", text: "3" },
    ],
    correct: "C",
    explanation:
      "SpO2 of 96% scores 0 on Scale 1, but needing supplemental oxygen scores 2 in its own right, so the total is 2. Leaving out the oxygen score is a common mistake that hides how much support the patient needs.",
    outcome,
    teaches: { lesson, section: "The parameters" },
    source: `${news2}, the NEWS2 scoring system`,
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
    outcome,
    teaches: { lesson, section: "Scale 2: only when prescribed" },
    source: `${news2}, SpO2 Scale 2`,
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
    outcome,
    teaches: { lesson, section: "From score to response" },
    source: `${news2}, clinical response to the NEWS2 trigger thresholds`,
  },
  {
    key: "response-to-news2-of-seven-or-more",
    text: "A patient's aggregate NEWS2 score is 8. What response does NEWS2 call for?",
    options: [
      {
        letter: "A",
        text: "Observations every 4–6 hours, with a review by the medical team at the next ward round",
      },
      {
        letter: "B",
        text: "An emergency response: continuous monitoring and an emergency assessment by a team with critical care skills, including airway management",
      },
      {
        letter: "C",
        text: "Hourly observations, with the registered nurse deciding whether to tell the medical team",
      },
      {
        letter: "D",
        text: "Repeat the observations in 12 hours to confirm the score before escalating",
      },
    ],
    correct: "B",
    explanation:
      "An aggregate of 7 or more is the emergency threshold: continuous monitoring, an emergency assessment by a team with critical care and airway skills, and consideration of transfer to level 2 or 3 care. Hourly observations with an urgent review are the response to 5–6, not to 7 or more.",
    outcome,
    teaches: { lesson, section: "From score to response" },
    source: `${news2}, clinical response to the NEWS2 trigger thresholds`,
  },
  {
    key: "news2-not-validated-in-pregnancy",
    text: "A woman who is 28 weeks pregnant becomes unwell on a general ward. Which early warning tool should you use?",
    options: [
      {
        letter: "A",
        text: "NEWS2, because it applies to every adult in an acute hospital setting",
      },
      {
        letter: "B",
        text: "NEWS2, scoring her saturation on SpO2 Scale 2 because she is pregnant",
      },
      {
        letter: "C",
        text: "The maternity early warning tool your organisation provides, because NEWS2 is not validated in pregnancy",
      },
      {
        letter: "D",
        text: "The paediatric early warning score, because its bands allow for a faster pulse",
      },
    ],
    correct: "C",
    explanation:
      "Normal physiology changes in pregnancy, so NEWS2's bands are not validated there and a maternity early warning tool is used instead. NEWS2 is likewise not validated for children under 16, who have their own paediatric tool.",
    outcome,
    teaches: { lesson, section: "From score to response" },
    source: `${news2}, scope of NEWS2`,
  },
  {
    key: "concern-trumps-the-score",
    text: "A patient's NEWS2 score is 1, but her daughter says she is 'not herself' today, and you are worried too. What should you do?",
    options: [
      { letter: "A", text: "Escalate your concern, whatever the score" },
      { letter: "B", text: "Wait until the score reaches 5 before calling anyone" },
      { letter: "C", text: "Reassure the daughter that the score is low and nothing needs doing" },
      { letter: "D", text: "Repeat the observations in 12 hours" },
    ],
    correct: "A",
    explanation:
      "NEWS2 supports clinical judgement; it does not replace it. Concern from a clinician, the patient or their family is a reason to escalate at any score, because early changes in behaviour can come before the observations move.",
    outcome,
    teaches: { lesson, section: "From score to response" },
    source: `${news2}, clinical response to the NEWS2 trigger thresholds`,
  },
];
