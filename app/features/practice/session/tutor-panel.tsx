import { useFetcher } from "react-router";
import type { PracticeActionResult } from "@server/practice/practice-page";
import type { SessionTutor, TutorAnswerView } from "@server/practice/tutor-session";
import { Button } from "~/components/ui/button";
import { TutorSaying } from "./tutor-saying";

/**
 * The tutor of coach mode (docs/product/practice.md#tutor), beside the actions in both views.
 * A prompt after a stall and an answer are announced politely; an action it stopped is
 * announced assertively, with why and its source. "What should I check next?" is a real form
 * (it works before JavaScript loads) and, with it, is sent without leaving the page.
 */
export function TutorPanel({
  tutor,
  answer,
}: {
  tutor: SessionTutor;
  /** The answer the page was posted for without JavaScript. */
  answer: TutorAnswerView | null;
}) {
  const fetcher = useFetcher<PracticeActionResult>();
  const shown = fetcher.data?.answer ?? answer;
  const refused = fetcher.data?.ok === false ? fetcher.data.announcement : "";

  return (
    <aside
      aria-labelledby="practice-tutor-title"
      className="grid gap-3 rounded-xl border-2 border-primary-700 bg-surface p-4"
    >
      <h2 id="practice-tutor-title" className="text-xl font-semibold">
        Tutor
      </h2>
      <p className="text-sm text-muted">
        Coach mode: the tutor prompts when you stall on a critical step, stops an unsafe action and
        explains why, and answers “What should I check next?” from this scenario and the course’s
        lessons.
      </p>

      <div role="alert">
        {tutor.lastStop && (
          <div className="grid gap-2 rounded-lg border-l-4 border-danger bg-danger-soft p-3">
            <p className="font-semibold">The tutor stopped that action. It was not done.</p>
            {tutor.lastStop.map((saying) => (
              <TutorSaying key={saying.text} saying={saying} />
            ))}
          </div>
        )}
      </div>

      <div role="status" aria-live="polite" className="grid gap-3">
        {tutor.prompt && (
          <div className="grid gap-1 rounded-lg border-l-4 border-primary-700 bg-primary-50 p-3">
            <p className="font-semibold">The tutor asks</p>
            <TutorSaying saying={tutor.prompt} />
          </div>
        )}
        {shown && (
          <div className="grid gap-1 rounded-lg border border-border p-3">
            <p className="font-semibold">What to check next</p>
            <TutorSaying saying={shown} />
            {shown.monitor.length > 0 && (
              <>
                <p className="font-semibold">On the monitor now</p>
                <ul className="list-disc pl-6">
                  {shown.monitor.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {refused && <p>{refused}</p>}
      </div>

      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="ask" />
        <Button type="submit" variant="outline" loading={fetcher.state !== "idle"}>
          What should I check next?
        </Button>
      </fetcher.Form>
    </aside>
  );
}
