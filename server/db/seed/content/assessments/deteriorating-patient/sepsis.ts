import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Suspected sepsis";
const lesson = "scenario-suspected-sepsis";
const ng51 =
  "NICE NG51 (2024), Suspected sepsis: adults aged 16 or over in acute hospital settings";

/** Recognising suspected sepsis and delivering the first hour of care in line with NICE NG51. */
export const questions: QuestionSeed[] = [
  {
    key: "early-clues-of-sepsis",
    text: "In the sepsis case, which early clue should have raised concern even before observations were taken?",
    options: [
      {
        letter: "A",
        text: "That he had had an elective hip replacement two days earlier and was on the orthopaedic ward",
      },
      {
        letter: "B",
        text: "That he had no known drug allergies, so any antibiotic could be given without delay",
      },
      {
        letter: "C",
        text: "That he had type 2 diabetes, a long-term condition noted in his admission clerking",
      },
      {
        letter: "D",
        text: "A healthcare assistant saying he was 'not himself', and his daughter saying he sounded muddled",
      },
    ],
    correct: "D",
    explanation:
      "NICE NG51 asks clinicians to take seriously concerns from staff, the person and their family about changes from usual behaviour, which often come before the observations move. Recent surgery and diabetes raise the risk of infection but are not signs of deterioration in themselves.",
    outcome,
    teaches: { lesson, section: "The case" },
    source: ng51,
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
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: ng51,
  },
  {
    key: "cultures-before-antibiotics",
    text: "A patient with suspected sepsis and a NEWS2 score of 9 has IV access and a prescribed antibiotic, but blood cultures cannot be taken for another 45 minutes. What should you do?",
    options: [
      {
        letter: "A",
        text: "Wait for the cultures, because giving antibiotics first will spoil them",
      },
      {
        letter: "B",
        text: "Give the antibiotic within the hour; take cultures first only if that causes no delay",
      },
      { letter: "C", text: "Give half the dose now and the rest once cultures are taken" },
      { letter: "D", text: "Hold both until the medical registrar has reviewed the patient" },
    ],
    correct: "B",
    explanation:
      "Cultures taken before antibiotics are more likely to grow the organism, but at the highest risk the antibiotic must not be delayed to get them. Splitting a dose or waiting for review only delays effective treatment.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: ng51,
  },
  {
    key: "lactate-in-suspected-sepsis",
    text: "Which test, taken with the first bloods, best helps judge the severity of suspected sepsis and whether fluids are working?",
    options: [
      { letter: "A", text: "Erythrocyte sedimentation rate" },
      { letter: "B", text: "Thyroid function tests" },
      { letter: "C", text: "A venous blood gas with lactate" },
      { letter: "D", text: "HbA1c" },
    ],
    correct: "C",
    explanation:
      "A raised lactate is a marker of poor tissue perfusion: it guides fluid treatment and the need for critical care, and a falling lactate shows resuscitation is working. The other tests do not change in the first hours of sepsis care.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: ng51,
  },
  {
    key: "hourly-urine-output",
    text: "How should you monitor kidney perfusion in a patient being treated for suspected sepsis?",
    options: [
      { letter: "A", text: "Start a fluid balance chart with hourly urine output" },
      { letter: "B", text: "Weigh the patient once a week" },
      { letter: "C", text: "Ask the patient whether they have passed urine today" },
      { letter: "D", text: "Check urea and electrolytes once, before discharge" },
    ],
    correct: "A",
    explanation:
      "Hourly urine output is a sensitive, continuous sign of how well the kidneys are perfused and whether fluids are working. Weekly weights, a single question or one blood test at discharge cannot show change hour by hour.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: ng51,
  },
  {
    key: "looking-for-the-source",
    text: "Two days after a hip replacement, a patient with suspected sepsis has a new productive cough. Besides the chest, what else should you check while looking for the source?",
    options: [
      { letter: "A", text: "Nothing else, because the cough proves the source" },
      { letter: "B", text: "Only the blood culture results, once they are back" },
      { letter: "C", text: "The surgical wound, the urine and the calves" },
      { letter: "D", text: "His thyroid function" },
    ],
    correct: "C",
    explanation:
      "After surgery, the wound and the urine are common sources of infection, and swollen calves point to a clot that can mimic or accompany sepsis. A likely source does not rule out others, and waiting for culture results wastes time.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: ng51,
  },
  {
    key: "sepsis-not-improving",
    text: "After fluid boluses, a patient with suspected sepsis still has a systolic blood pressure of 85 mmHg and a lactate that has not fallen. What should you do?",
    options: [
      {
        letter: "A",
        text: "Keep giving fluid boluses until the blood pressure is normal, however many it takes",
      },
      { letter: "B", text: "Reduce monitoring, because the fluids have been given" },
      { letter: "C", text: "Wait until the antibiotics have had 24 hours to work" },
      { letter: "D", text: "Escalate to critical care" },
    ],
    correct: "D",
    explanation:
      "Hypotension or a lactate that does not fall after fluid resuscitation means the patient may need vasopressors and organ support, so critical care is involved now. Unlimited fluid risks overload, and waiting for antibiotics to work loses the time that matters.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: ng51,
  },
];
