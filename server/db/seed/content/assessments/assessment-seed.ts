export type OptionLetter = "A" | "B" | "C" | "D";

/** One question of a course's assessment, as the seed writes it (matched by `key`). */
export type QuestionSeed = {
  /** A stable natural key within the assessment, kebab-case, e.g. "purpose-of-a-tourniquet". */
  key: string;
  text: string;
  /** Exactly four options, A to D in order. */
  options: [
    { letter: "A"; text: string },
    { letter: "B"; text: string },
    { letter: "C"; text: string },
    { letter: "D"; text: string },
  ];
  correct: OptionLetter;
  /** Why the right answer is right (and, briefly, why the tempting wrong one is wrong). */
  explanation: string;
};

/** A course's assessment: its questions in order and what their answers rest on. */
export type AssessmentSeed = {
  courseSlug: string;
  title: string;
  /** The guidance the questions and explanations rest on (NICE, RCN, NHS, UKHSA, RCP…). */
  basis: string;
  questions: QuestionSeed[];
};
