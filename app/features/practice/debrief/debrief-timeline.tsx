import { clockMark } from "@common/practice/format-seconds";
import type { Debrief } from "@server/practice/debrief";

/** The action log replayed, with the time of each step on the session's clock. */
export function DebriefTimeline({ timeline }: { timeline: Debrief["timeline"] }) {
  return (
    <section aria-labelledby="debrief-timeline-title" className="grid gap-3">
      <h2 id="debrief-timeline-title" className="text-xl font-semibold">
        Timeline
      </h2>
      {timeline.length === 0 ? (
        <p>No actions were taken in this session.</p>
      ) : (
        <ol className="grid gap-0 border-l-2 border-border pl-4">
          {timeline.map((entry) => (
            <li key={entry.step} className="grid gap-0.5 py-2">
              <span className="text-sm text-muted">
                <time dateTime={`PT${entry.atSeconds}S`}>{clockMark(entry.atSeconds)}</time> ·{" "}
                {entry.object}
              </span>
              <span>{entry.label}</span>
              {entry.errors.map((error) => (
                <span key={error} className="text-sm font-semibold text-danger">
                  Error: {error}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
