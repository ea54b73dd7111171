import type { QuestionSeed } from "../assessment-seed";

export const outcome = "SBAR handover";
const lesson = "sbar-handover";
const sbar = "NHS Improvement, SBAR communication tool (2018)";

/** Escalating a deteriorating patient clearly: preparing the call, its four parts, closing the loop. */
export const questions: QuestionSeed[] = [
  {
    key: "before-calling-for-help",
    text: "Before you phone a doctor about a deteriorating patient, what should you have done?",
    options: [
      {
        letter: "A",
        text: "Finished the drug round, so that you can stay on the phone without being interrupted",
      },
      {
        letter: "B",
        text: "Assessed the patient yourself with ABCDE, started any immediate treatment, and gathered the chart, NEWS2 trend, notes and escalation plan",
      },
      {
        letter: "C",
        text: "Waited for the next full set of observations, so the trend is confirmed before you call",
      },
      {
        letter: "D",
        text: "Asked the patient's family whether they would like a doctor to be called",
      },
    ],
    correct: "B",
    explanation:
      "A call made with the patient assessed and the facts to hand is short, clear and answerable, and immediate treatment has already started. Waiting for another set of observations or finishing other tasks only delays help for a deteriorating patient.",
    outcome,
    teaches: { lesson, section: "Before you pick up the phone" },
    source: sbar,
  },
  {
    key: "why-a-structured-call",
    text: "Why is a structured tool such as SBAR used for escalation calls across the NHS?",
    options: [
      {
        letter: "A",
        text: "It replaces the need to document the call, because the structure itself is the record",
      },
      {
        letter: "B",
        text: "It lets the caller leave out the observations when time is short, so calls are quicker",
      },
      {
        letter: "C",
        text: "Caller and listener share one framework, so key facts arrive in a predictable order and the request is clear",
      },
      {
        letter: "D",
        text: "It is only needed when calling a consultant or another hospital, not for ward doctors",
      },
    ],
    correct: "C",
    explanation:
      "Rushed, vague or apologetic calls can be misjudged however sick the patient is; a shared structure makes the message hard to misread. The call is still documented, and SBAR is for every escalation, not only calls to consultants.",
    outcome,
    teaches: { lesson, section: "The four parts" },
    source: sbar,
  },
  {
    key: "what-goes-in-assessment",
    text: "In the Assessment part of an SBAR call, what should you give besides the latest observations and NEWS2 score?",
    options: [
      {
        letter: "A",
        text: "How they have changed, your ABCDE findings and what you think is happening",
      },
      { letter: "B", text: "The patient's full past medical history" },
      { letter: "C", text: "An apology for calling at a busy time" },
      { letter: "D", text: "Nothing more: interpreting the findings is the doctor's job" },
    ],
    correct: "A",
    explanation:
      "The trend, your own findings and your view of what is happening let the listener judge urgency quickly. The history belongs briefly under Background, and saying what you think is happening is part of your job, not presumption.",
    outcome,
    teaches: { lesson, section: "The four parts" },
    source: sbar,
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
    outcome,
    teaches: { lesson, section: "The four parts" },
    source: sbar,
  },
  {
    key: "closing-the-loop-on-a-call",
    text: "How do you close the loop at the end of an escalation call?",
    options: [
      {
        letter: "A",
        text: "Hang up as soon as the doctor agrees to come, so you can get back to the patient",
      },
      {
        letter: "B",
        text: "Tell the nurse in charge, and leave the documentation of the call to the doctor",
      },
      {
        letter: "C",
        text: "Repeat your whole SBAR a second time, so the doctor hears every detail twice",
      },
      {
        letter: "D",
        text: "Ask the listener to read back the key points, agree a time frame and record who you spoke to, when and what was agreed",
      },
    ],
    correct: "D",
    explanation:
      "A read-back catches misunderstandings while they can still be fixed, an agreed time frame makes the response measurable, and your record shows what was asked and agreed. Ending the call at 'I'll come' leaves the timing and the plan open.",
    outcome,
    teaches: { lesson, section: "Closing the loop" },
    source: sbar,
  },
  {
    key: "no-review-in-the-agreed-time",
    text: "A doctor agreed to review a patient within 30 minutes. An hour later nobody has come and the patient's NEWS2 is rising. What should you do?",
    options: [
      { letter: "A", text: "Wait, because the doctor has already been told" },
      {
        letter: "B",
        text: "Escalate again, to a more senior colleague or the critical care outreach team",
      },
      {
        letter: "C",
        text: "Document that the doctor has not attended and continue routine observations",
      },
      { letter: "D", text: "Call the same doctor again in another hour" },
    ],
    correct: "B",
    explanation:
      "When the response does not match the urgency, or the agreed time passes, escalation policies expect you to go higher: a more senior clinician or the outreach team. Documenting the delay is right but does not get the patient seen.",
    outcome,
    teaches: { lesson, section: "Closing the loop" },
    source: `${sbar}; RCP, National Early Warning Score (NEWS) 2 (2017), escalation`,
  },
];
