import type { DrawnQuestion } from "@common/learning/draw-questions";
import type { BankQuestion } from "./assessment-bank";

/**
 * A question as the page shows it: its options in the drawn order, each posting its stored letter
 * (`value`); the page labels them A to D by position.
 */
export type ShownQuestion = {
  id: string;
  number: number;
  text: string;
  options: { value: string; text: string }[];
};

/** The letters the page labels options with, by position. */
export const positionLetters = ["A", "B", "C", "D"] as const;

/**
 * The questions of a draw as shown, numbered from 1; questions deleted from the bank since are
 * left out. Without a draw (results saved before draws existed), the whole bank in order.
 */
export function shownQuestions(drawn: DrawnQuestion[], bank: BankQuestion[]): ShownQuestion[] {
  const byId = new Map(bank.map((q) => [q.id, q]));
  const draw = drawn.length
    ? drawn
    : bank.map((q) => ({ id: q.id, options: q.options.map((o) => o.letter) }));
  return draw
    .flatMap((entry) => {
      const question = byId.get(entry.id);
      if (!question) return [];
      const options = entry.options.flatMap((letter) => {
        const option = question.options.find((o) => o.letter === letter);
        return option ? [{ value: letter, text: option.text }] : [];
      });
      return [{ id: question.id, text: question.text, options }];
    })
    .map((question, index) => ({ ...question, number: index + 1 }));
}

/** "B. The option's text": the option as the attempt showed it, or null when none is given. */
export function shownOption(question: ShownQuestion, value: string | null | undefined) {
  const index = question.options.findIndex((o) => o.value === value);
  if (index === -1) return null;
  return `${positionLetters[index] ?? "?"}. ${question.options[index]!.text}`;
}
