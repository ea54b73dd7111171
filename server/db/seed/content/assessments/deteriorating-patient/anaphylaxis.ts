import type { QuestionSeed } from "../assessment-seed";

export const outcome = "Anaphylaxis";
const lesson = "scenario-anaphylaxis";
const rcuk = "Resuscitation Council UK, Emergency treatment of anaphylaxis (2021)";

/** Recognising anaphylaxis and treating it with IM adrenaline without delay. */
export const questions: QuestionSeed[] = [
  {
    key: "recognising-anaphylaxis",
    text: "Which picture fits anaphylaxis rather than a mild allergic reaction?",
    options: [
      {
        letter: "A",
        text: "Sudden airway, breathing or circulation problems, usually with skin or mucosal changes, after exposure to a likely trigger",
      },
      {
        letter: "B",
        text: "An itchy, raised rash spreading across the arms alone, with normal breathing and blood pressure",
      },
      {
        letter: "C",
        text: "A temperature rising slowly over two days, with shivering and a new cough",
      },
      { letter: "D", text: "Nausea and light-headedness after taking tablets on an empty stomach" },
    ],
    correct: "A",
    explanation:
      "Anaphylaxis is defined by sudden, life-threatening problems with the airway, breathing or circulation. Skin and mucosal changes often come with them, but a rash with normal breathing and blood pressure is a milder allergic reaction.",
    outcome,
    teaches: { lesson, section: "Observations" },
    source: rcuk,
  },
  {
    key: "stopping-the-trigger",
    text: "Anaphylaxis begins during an IV antibiotic infusion. What do you do with the infusion and the cannula?",
    options: [
      { letter: "A", text: "Slow the infusion and keep it running at a lower rate" },
      { letter: "B", text: "Stop the infusion and take the cannula out at once" },
      { letter: "C", text: "Stop and disconnect the infusion, keeping the cannula for IV access" },
      { letter: "D", text: "Flush the rest of the antibiotic through so the dose is complete" },
    ],
    correct: "C",
    explanation:
      "Removing the trigger stops more of it reaching the patient, and the cannula is kept because IV fluids, and later perhaps an adrenaline infusion, will need it. Slowing the infusion or flushing it through gives more of the trigger.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: rcuk,
  },
  {
    key: "positioning-in-anaphylaxis",
    text: "A patient with anaphylaxis has a systolic blood pressure of 84 mmHg and can breathe lying down. How should you position her?",
    options: [
      { letter: "A", text: "Sitting bolt upright on the edge of the bed" },
      { letter: "B", text: "Standing, so she can walk to the treatment room" },
      { letter: "C", text: "Sitting in a chair with her feet on the floor" },
      { letter: "D", text: "Lying flat with her legs raised" },
    ],
    correct: "D",
    explanation:
      "Lying flat with the legs raised helps blood return to the heart when anaphylaxis has caused hypotension. Sitting up or standing suddenly can lead to collapse and cardiac arrest; a semi-recumbent position is used only if breathing becomes harder.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: rcuk,
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
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: rcuk,
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
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: rcuk,
  },
  {
    key: "antihistamines-in-anaphylaxis",
    text: "What is the place of antihistamines in the emergency treatment of anaphylaxis?",
    options: [
      {
        letter: "A",
        text: "None in the first minutes: they do not treat airway, breathing or circulation problems, though a non-sedating oral one may ease skin symptoms once the patient is stable",
      },
      {
        letter: "B",
        text: "IV chlorphenamine is given first, before adrenaline, because it acts on the cause of the reaction",
      },
      {
        letter: "C",
        text: "They replace a second dose of adrenaline if the first has not worked after 5 minutes",
      },
      {
        letter: "D",
        text: "They are given to every patient at once, together with routine IV hydrocortisone",
      },
    ],
    correct: "A",
    explanation:
      "Antihistamines act too slowly and on the wrong problems to treat the airway, breathing and circulation failures that kill in anaphylaxis; adrenaline does. Resuscitation Council UK no longer advises routine corticosteroids either.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: rcuk,
  },
  {
    key: "after-anaphylaxis",
    text: "Once a patient is stable after anaphylaxis to an antibiotic, which of these should happen?",
    options: [
      {
        letter: "A",
        text: "Restart the antibiotic at a slower rate once she is stable, so the course can be completed",
      },
      {
        letter: "B",
        text: "Take mast cell tryptase samples, record the allergy, report it through the MHRA Yellow Card scheme and refer her to an allergy service",
      },
      {
        letter: "C",
        text: "Send her home as soon as the rash has faded, with advice to come back if it returns",
      },
      {
        letter: "D",
        text: "Record it as a side effect rather than an allergy, so the antibiotic stays an option",
      },
    ],
    correct: "B",
    explanation:
      "Tryptase samples help confirm the diagnosis, a recorded allergy and a Yellow Card report protect her and others, and an allergy service can identify the cause. Restarting the drug or downgrading the reaction risks a second, possibly worse, episode.",
    outcome,
    teaches: { lesson, section: "What you should do, in order" },
    source: `${rcuk}; MHRA Yellow Card scheme`,
  },
];
