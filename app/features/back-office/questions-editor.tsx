import type { EditorAnswer } from "@server/back-office/courses/editor-answers";
import type { QuestionForEditing } from "@server/back-office/courses/assessment-questions";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DeleteStep } from "./delete-step";
import { formStateOf } from "./editor-state";
import { MoveButtons } from "./move-buttons";
import { QuestionForm } from "./question-form";

/** An assessment's questions in order: options with the key marked, explanation, edit, move, delete. */
export function QuestionsEditor({
  questions,
  answer,
  deleting,
  version,
}: {
  questions: QuestionForEditing[];
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
            <li key={question.id} id={`question-${question.id}`}>
              <Card aria-labelledby={`question-title-${question.id}`} className="gap-4">
                <CardHeader className="flex flex-wrap items-start justify-between gap-3">
                  <CardTitle as="h3" id={`question-title-${question.id}`}>
                    {index + 1}. {question.text}
                  </CardTitle>
                  <div className="flex flex-wrap gap-2">
                    <MoveButtons
                      intent="move-question"
                      id={question.id}
                      name={name}
                      first={index === 0}
                      last={index === questions.length - 1}
                    />
                    <DeleteStep
                      intent="delete-question"
                      id={question.id}
                      name={name}
                      confirming={deleting === question.id}
                      consequence="Results already stored keep their score. This cannot be undone."
                    />
                  </div>
                </CardHeader>
                <CardContent className="grid gap-3">
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
                  <details open={answer?.form === formKey}>
                    <summary className="cursor-pointer rounded-md font-medium text-primary-700 focus-ring">
                      {`Edit ${name}`}
                    </summary>
                    <div className="mt-4">
                      <QuestionForm
                        key={version}
                        question={question}
                        formKey={formKey}
                        state={formStateOf(answer, formKey)}
                      />
                    </div>
                  </details>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
