import type { QuestionSeed } from "../assessment-seed";

export const outcome = "The ABCDE approach";
const lesson = "abcde-approach";
const abcde = "Resuscitation Council UK, The ABCDE approach (2021)";

/** Assessing and treating an acutely unwell adult in a safe, systematic order. */
export const questions: QuestionSeed[] = [
  {
    key: "patient-talking-normally",
    text: "You approach an unwell patient, who answers your question in full sentences. What does this tell you straight away?",
    options: [
      { letter: "A", text: "Nothing until you have measured their oxygen saturation" },
      { letter: "B", text: "That they need no further assessment" },
      { letter: "C", text: "That their NEWS2 score must be 0" },
      {
        letter: "D",
        text: "That their airway is clear, they are breathing and their brain is perfused",
      },
    ],
    correct: "D",
    explanation:
      "A normal spoken reply is a quick first check of A, B and the brain's perfusion. It does not make the patient well: the full ABCDE assessment and observations still follow.",
    outcome,
    teaches: { lesson, section: "Underlying principles" },
    source: abcde,
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
    outcome,
    teaches: { lesson, section: "Underlying principles" },
    source: abcde,
  },
  {
    key: "see-saw-breathing",
    text: "At A, you see the chest and abdomen moving in a see-saw pattern but hear no breath sounds at the mouth. What does this suggest?",
    options: [
      {
        letter: "A",
        text: "Complete airway obstruction: open the airway now and call for expert help",
      },
      { letter: "B", text: "Normal breathing in a deeply sleeping patient" },
      { letter: "C", text: "Anxiety: reassure the patient and reassess in 15 minutes" },
      { letter: "D", text: "A circulation problem: move on and check the pulse first" },
    ],
    correct: "A",
    explanation:
      "See-saw movement with silence means the patient is trying to breathe against a blocked airway. It needs simple airway manoeuvres, suction or adjuncts at once and expert airway help early; silence is not a sign of calm.",
    outcome,
    teaches: { lesson, section: "Working through the letters" },
    source: abcde,
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
    outcome,
    teaches: { lesson, section: "Working through the letters" },
    source:
      "BTS guideline for oxygen use in healthcare and emergency settings (2017); Resuscitation Council UK, The ABCDE approach (2021)",
  },
  {
    key: "prolonged-capillary-refill",
    text: "What does a capillary refill time longer than 2 seconds suggest, and at which letter do you assess it?",
    options: [
      { letter: "A", text: "Low oxygen saturation, assessed at B" },
      { letter: "B", text: "Poor perfusion, assessed at C" },
      { letter: "C", text: "Raised pressure inside the skull, assessed at D" },
      { letter: "D", text: "Nothing of note, assessed at E" },
    ],
    correct: "B",
    explanation:
      "A capillary refill time over 2 seconds may mean poor peripheral perfusion, and it belongs with colour, skin temperature, pulse and blood pressure at C. A cold environment can also prolong it, so read it alongside the other signs rather than dismiss it.",
    outcome,
    teaches: { lesson, section: "Working through the letters" },
    source: abcde,
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
    outcome,
    teaches: { lesson, section: "Working through the letters" },
    source: abcde,
  },
  {
    key: "low-blood-glucose-at-d",
    text: "At D, the patient's capillary blood glucose is 3.2 mmol/L. What should you do?",
    options: [
      { letter: "A", text: "Record it and recheck at the next set of observations" },
      { letter: "B", text: "Nothing yet: hypoglycaemia starts below 2.0 mmol/L" },
      { letter: "C", text: "Treat it now, because a glucose below 4.0 mmol/L needs treatment" },
      { letter: "D", text: "Wait for a laboratory glucose to confirm it before acting" },
    ],
    correct: "C",
    explanation:
      "A blood glucose below 4.0 mmol/L is treated as soon as it is found, because hypoglycaemia can itself cause confusion, a reduced level of consciousness and seizures. Waiting for a laboratory result or the next observations lets it get worse.",
    outcome,
    teaches: { lesson, section: "Working through the letters" },
    source:
      "Resuscitation Council UK, The ABCDE approach (2021); JBDS, The hospital management of hypoglycaemia in adults with diabetes mellitus",
  },
  {
    key: "checking-the-escalation-plan",
    text: "Once the immediate threats are under control, which document should you check so that care matches the patient's wishes?",
    options: [
      { letter: "A", text: "The drug chart alone" },
      { letter: "B", text: "The fluid balance chart" },
      { letter: "C", text: "The discharge letter from a previous admission" },
      { letter: "D", text: "The treatment escalation plan or ReSPECT form" },
    ],
    correct: "D",
    explanation:
      "A treatment escalation plan or ReSPECT form records the patient's wishes and agreed limits of treatment, such as whether intensive care or CPR would be wanted. The other documents matter to the review, but none of them says what the patient wants.",
    outcome,
    teaches: { lesson, section: "After the first pass" },
    source:
      "Resuscitation Council UK, ReSPECT (Recommended Summary Plan for Emergency Care and Treatment)",
  },
  {
    key: "closed-loop-communication",
    text: "At the bedside, the team leader asks a colleague to start oxygen at 15 litres per minute. Which reply is closed-loop communication?",
    options: [
      { letter: "A", text: "Saying 'Oxygen at 15 litres per minute is on' once it is done" },
      { letter: "B", text: "A nod to show the request was heard" },
      { letter: "C", text: "Starting the oxygen without a word, to keep the room quiet" },
      { letter: "D", text: "Writing it down to mention at handover" },
    ],
    correct: "A",
    explanation:
      "Closed-loop communication confirms both that the instruction was understood and that it has been carried out, so the leader can keep the overview. A nod confirms neither, and silence leaves the leader guessing.",
    outcome,
    teaches: { lesson, section: "After the first pass" },
    source:
      "Resuscitation Council UK, Advanced Life Support (8th edition, 2021), non-technical skills",
  },
];
