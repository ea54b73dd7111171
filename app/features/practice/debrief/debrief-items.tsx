import { Link } from "react-router";
import { CircleAlert, CircleCheck, Clock, Shuffle } from "lucide-react";
import type { Debrief } from "@server/practice/debrief";

type Step = Debrief["steps"][number];
type Lesson = Step["lesson"];

function LessonLink({ lesson }: { lesson: Lesson }) {
  return (
    <Link className="text-primary-700 underline underline-offset-4" to={lesson.href}>
      Revise “{lesson.section}” in {lesson.title}
    </Link>
  );
}

const stepProblem: Record<Exclude<Step["status"], "done">, string> = {
  missed: "Missed",
  "out-of-order": "Out of order",
  late: "Too late",
  "out-of-order-and-late": "Out of order and too late",
};

/** Errors first (they harm a patient or you), then critical steps missed, out of order or late. */
export function ToImprove({ errors, steps }: { errors: Debrief["errors"]; steps: Step[] }) {
  return (
    <section aria-labelledby="debrief-improve-title" className="grid gap-3">
      <h2 id="debrief-improve-title" className="text-xl font-semibold">
        What to work on
      </h2>
      {errors.length === 0 && steps.length === 0 ? (
        <p>Nothing: every critical step was done, in order and in time, with no errors.</p>
      ) : (
        <ul className="grid gap-3">
          {errors.map((error) => (
            <li
              key={error.id}
              className="grid gap-1 rounded-xl border border-danger bg-danger-soft p-4"
            >
              <p className="flex items-center gap-2 font-semibold text-danger-strong">
                <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
                Error: {error.title} (−{error.penalty})
              </p>
              <p>{error.why}</p>
              <p className="text-sm text-muted">Rests on {error.basis}.</p>
              <p>
                <LessonLink lesson={error.lesson} />
              </p>
            </li>
          ))}
          {steps.map((step) => (
            <li
              key={step.action}
              className="grid gap-1 rounded-xl border border-warning bg-warning-soft p-4"
            >
              <p className="flex items-center gap-2 font-semibold text-warning">
                {step.status === "late" ? (
                  <Clock aria-hidden="true" className="size-5 shrink-0" />
                ) : (
                  <Shuffle aria-hidden="true" className="size-5 shrink-0" />
                )}
                {stepProblem[step.status as Exclude<Step["status"], "done">]}: {step.title}
              </p>
              {step.before.length > 0 && (
                <p className="text-sm">Should come after: {step.before.join("; ")}.</p>
              )}
              <p>{step.why}</p>
              <p className="text-sm text-muted">Rests on {step.basis}.</p>
              <p>
                <LessonLink lesson={step.lesson} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WentWell({ steps }: { steps: Step[] }) {
  return (
    <section aria-labelledby="debrief-well-title" className="grid gap-3">
      <h2 id="debrief-well-title" className="text-xl font-semibold">
        What went well
      </h2>
      {steps.length === 0 ? (
        <p>
          No critical step was done in order this time. Work through the list above and try again.
        </p>
      ) : (
        <ul className="grid gap-2">
          {steps.map((step) => (
            <li key={step.action} className="flex gap-2">
              <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              <span>
                {step.title}
                <span className="block text-sm text-muted">{step.why}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
