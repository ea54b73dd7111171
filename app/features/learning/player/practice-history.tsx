import { Link } from "react-router";
import { formatSeconds } from "@common/practice/format-seconds";
import type { PracticeHistory } from "@server/learning/practice-history";
import { formatDateTime } from "~/lib/format-date-time";

/** The VR tab's history (docs/product/practice.md#practice-history): best and last score, and the latest sessions to reopen. */
export function PracticeHistoryPanel({ history }: { history: PracticeHistory }) {
  return (
    <div className="grid gap-3 border-t border-border pt-5 md:col-span-2">
      <h3 className="text-lg font-semibold">Your practice: {history.scenarioTitle}</h3>
      {history.attempts.length === 0 ? (
        <p className="text-sm text-muted">
          No sessions yet. Initiate the VR lesson to practise the procedure and get a debrief.
        </p>
      ) : (
        <>
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div>
              <dt className="text-muted">Best score</dt>
              <dd className="text-xl font-semibold">{history.best ?? "–"}</dd>
            </div>
            <div>
              <dt className="text-muted">Last score</dt>
              <dd className="text-xl font-semibold">{history.last ?? "–"}</dd>
            </div>
            <div>
              <dt className="text-muted">Sessions finished</dt>
              <dd className="text-xl font-semibold">{history.finished}</dd>
            </div>
          </dl>
          <ul className="grid gap-1 text-sm" aria-label="Latest practice sessions">
            {history.attempts.map((attempt) => (
              <li key={attempt.id}>
                {attempt.finishedAt ? (
                  <Link
                    className="text-primary-700 underline underline-offset-4"
                    to={`/practice/${attempt.id}/debrief`}
                  >
                    {formatDateTime(attempt.startedAt)}: {attempt.score} out of 100 in{" "}
                    {formatSeconds(attempt.durationSeconds ?? 0)}
                  </Link>
                ) : (
                  <Link
                    className="text-primary-700 underline underline-offset-4"
                    to={`/practice/${attempt.id}?mode=list`}
                  >
                    {formatDateTime(attempt.startedAt)}: in progress, carry on
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
