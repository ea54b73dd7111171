import type { EditorAnswer } from "@server/back-office/courses/editor-answers";
import type { QuestionForEditing } from "@server/back-office/courses/assessment-for-editing";
import { formStateOf } from "./editor-state";
import { OrderedItemCard } from "./ordered-item-card";
import { QuestionForm } from "./question-form";

/** An assessment's questions in order: options with the key marked, explanation, edit, move, delete. */
export function QuestionsEditor({
  questions,
  answer,
  deleting,
  version,
  lessons,
}: {
  questions: QuestionForEditing[];
  lessons: { id: string; title: string }[];
  answer: EditorAnswer | undefined;
  deleting: string | null;
  /** Changes with every saved change, so the forms show the saved text again. */
  version: string;
}) {
  return (
    <section aria-labelledby="questions" className="grid gap-4">
      <h2 id="questions" className="text-xl font-semibold">
        Questions
      </h2>
      {questions.length === 0 && <p className="text-muted">No questions yet.</p>}
      <ol className="grid gap-4">
        {questions.map((question, index) => {
          const name = `question ${index + 1}`;
          const formKey = `question-${question.id}`;
          return (
            <OrderedItemCard
              key={question.id}
              kind="question"
              id={question.id}
              name={name}
              title={`${index + 1}. ${question.text}`}
              first={index === 0}
              last={index === questions.length - 1}
              confirmingDelete={deleting === question.id}
              deleteConsequence="Results already stored keep their score. This cannot be undone."
              edit={{
                open: answer?.form === formKey,
                form: (
                  <QuestionForm
                    key={version}
                    question={question}
                    formKey={formKey}
                    state={formStateOf(answer, formKey)}
                    lessons={lessons}
                  />
                ),
              }}
            >
              <ol className="grid gap-1 text-sm">
                {question.options.map((option) => (
                  <li key={option.letter}>
                    <span className="font-semibold">{option.letter}.</span> {option.text}
                    {option.letter === question.correctOption && (
                      <span className="ml-2 rounded bg-success-soft px-1.5 py-0.5 text-xs font-semibold">
                        Correct
                      </span>
                    )}
                  </li>
                ))}
              </ol>
              <p className="text-sm">
                <span className="font-medium">Explanation:</span> {question.explanation}
              </p>
              <p className="text-sm text-muted">
                {[
                  question.outcome && `Outcome: ${question.outcome}`,
                  question.source && `Source: ${question.source}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </OrderedItemCard>
          );
        })}
      </ol>
    </section>
  );
}
