/** An attempt passes at 70% or more (docs/product/learning.md#assessment). */
export const passMark = 70;

/** The rounded percentage of questions answered correctly. */
export function scorePercent(correct: number, total: number) {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

export const hasPassed = (score: number) => score >= passMark;

export const answerAllQuestionsMessage = "Please answer all questions before submitting.";

export const answerFieldPrefix = "answer-";

/** The form field that carries the answer to one question. */
export const answerField = (questionId: string) => `${answerFieldPrefix}${questionId}`;
