import { CircleAlert } from "lucide-react";
import { answerField } from "@common/learning/assessment-scoring";
import { cn } from "~/lib/cn";
import { positionLabel, type AssessmentQuestion } from "./assessment-types";

type QuestionFieldsetProps = {
  question: AssessmentQuestion;
  /** The stored letter checked when the page arrives (a refused post, or the reviewed attempt). */
  chosen: string | undefined;
  locked: boolean;
  unanswered: boolean;
};

/**
 * One question as a native radio group: arrow keys move within it, Tab moves between groups,
 * and it posts without JavaScript. Options are labelled A to D by position; each posts its
 * stored letter, so the server checks it against the attempt's own draw.
 */
export function QuestionFieldset({ question, chosen, locked, unanswered }: QuestionFieldsetProps) {
  const name = answerField(question.id);
  const noteId = `${name}-unanswered`;
  return (
    <fieldset
      disabled={locked}
      aria-describedby={unanswered ? noteId : undefined}
      className={cn(
        "grid gap-3 rounded-2xl border bg-surface p-5 shadow-xs sm:p-6",
        unanswered ? "border-danger" : "border-border",
      )}
    >
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink sm:text-lg">
        {`${question.number}. ${question.text}`}
      </legend>
      {unanswered && (
        <p id={noteId} className="flex items-center gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="size-4" />
          Not answered yet
        </p>
      )}
      <div className="grid gap-2">
        {question.options.map((option, index) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                "flex items-start gap-3 rounded-lg border border-border px-4 py-3 text-sm text-ink transition-colors motion-reduce:transition-none",
                "has-checked:border-primary-700 has-checked:bg-primary-50",
                locked ? "cursor-default" : "cursor-pointer hover:border-primary-400",
              )}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                defaultChecked={chosen === option.value}
                className="mt-0.5 size-4 shrink-0 accent-primary-700 focus-ring"
              />
              <span>{`${positionLabel(index)}. ${option.text}`}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
