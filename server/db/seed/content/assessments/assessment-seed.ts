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
  /** The learning outcome it tests: one of its assessment's `outcomes`. */
  outcome: string;
  /**
   * Where the course teaches it, for the review after a failed attempt: a lesson's slug and the
   * exact text of a heading in that lesson (a `header` block or a Markdown heading).
   */
  teaches: { lesson: string; section: string };
  /** The guidance the right answer rests on, e.g. "NICE CG139 (2012, updated 2017), 1.4". */
  source: string;
};

/** A course's assessment: its questions in order and what their answers rest on. */
export type AssessmentSeed = {
  courseSlug: string;
  title: string;
  /** The guidance the questions and explanations rest on (NICE, RCN, NHS, UKHSA, RCP…). */
  basis: string;
  /** The learning outcomes the bank is grouped by; every draw covers each one. */
  outcomes: string[];
  /** Questions an attempt draws from the bank (the bank holds at least three times as many). */
  drawCount: number;
  /** The bank, in the order the back office lists it. */
  questions: QuestionSeed[];
};
