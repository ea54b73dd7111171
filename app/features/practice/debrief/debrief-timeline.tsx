import { clockMark } from "@common/practice/format-seconds";
import type { Debrief } from "@server/practice/debrief";
import { eventWords } from "./debrief-event-words";

/**
 * The log replayed, with the time of each event on the session's clock, the tutor's part in it,
 * and the patient's NEWS2 at that moment when the scenario has a patient.
 */
export function DebriefTimeline({ timeline }: { timeline: Debrief["timeline"] }) {
  return (
    <section
      aria-labelledby="debrief-timeline-title"
      className="grid gap-3 print:break-inside-auto"
    >
      <h2 id="debrief-timeline-title" className="text-xl font-semibold">
        Timeline
      </h2>
      {timeline.length === 0 ? (
        <p>No actions were taken in this session.</p>
      ) : (
        <ol className="grid gap-0 border-l-2 border-border pl-4">
          {timeline.map((entry) => (
            <li key={entry.key} className="grid gap-0.5 py-2 print:break-inside-avoid">
              <span className="text-sm text-muted">
                <time dateTime={`PT${entry.atSeconds}S`}>{clockMark(entry.atSeconds)}</time>
                {entry.object && ` · ${entry.object}`}
                {entry.patient && ` · NEWS2 ${entry.patient.news2.total}`}
              </span>
              <span className={entry.kind === "action" ? undefined : "font-medium text-accent"}>
                {eventWords(entry)}
              </span>
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
