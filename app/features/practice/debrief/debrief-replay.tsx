import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { clockMark, formatSeconds } from "@common/practice/format-seconds";
import { news2RiskWords } from "@common/practice/news2";
import type { Debrief } from "@server/practice/debrief";
import { Button } from "~/components/ui/button";
import { MonitorTable } from "~/features/practice/session/patient-monitor-table";
import { DebriefChart } from "./debrief-chart";
import { eventWords } from "./debrief-event-words";
import { DebriefObservationsTable } from "./debrief-observations-table";

type Patient = NonNullable<Debrief["patient"]>;

/**
 * The patient replayed (docs/product/practice.md#debrief): the chart and its table over the whole
 * attempt, and the attempt stepped through event by event with the patient as they were then.
 */
export function DebriefReplay({
  patient,
  timeline,
  totalSeconds,
}: {
  patient: Patient;
  timeline: Debrief["timeline"];
  totalSeconds: number;
}) {
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const event = timeline[index];
  const go = (next: number) => {
    const target = timeline[next];
    if (!target) return;
    setIndex(next);
    const news2 = target.patient?.news2;
    setAnnouncement(
      `Event ${next + 1} of ${timeline.length}, at ${clockMark(target.atSeconds)}: ${eventWords(target)}.` +
        (news2 ? ` NEWS2 ${news2.total}, ${news2RiskWords[news2.risk]}.` : ""),
    );
  };

  return (
    <section aria-labelledby="debrief-replay-title" className="grid gap-4">
      <h2 id="debrief-replay-title" className="text-xl font-semibold">
        The patient over time
      </h2>
      <figure className="grid gap-2 print:break-inside-avoid">
        <DebriefChart
          series={patient.series}
          events={timeline}
          totalSeconds={totalSeconds}
          selectedSeconds={event?.atSeconds ?? null}
        />
        <figcaption className="text-sm text-muted">
          NEWS2 (dashed lines at 5 and 7), SpO₂, pulse and systolic pressure over the{" "}
          {formatSeconds(totalSeconds)} of the attempt; triangles mark the events of the timeline.
          The same figures are in the table below.
        </figcaption>
      </figure>

      {event && (
        <div className="grid gap-3 rounded-2xl border border-border bg-canvas p-4 print:hidden">
          <h3 className="font-semibold">Step through the attempt</h3>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              aria-disabled={index === 0 || undefined}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" />
              Previous event
            </Button>
            <Button
              variant="outline"
              aria-disabled={index === timeline.length - 1 || undefined}
              onClick={() => go(index + 1)}
            >
              Next event
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <p aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </p>
          <p>
            <span className="font-semibold">
              Event {index + 1} of {timeline.length}, at{" "}
              <time dateTime={`PT${event.atSeconds}S`}>{clockMark(event.atSeconds)}</time>:
            </span>{" "}
            {eventWords(event)}
          </p>
          {event.patient && (
            <>
              <p className="font-semibold">
                NEWS2 {event.patient.news2.total}: {news2RiskWords[event.patient.news2.risk]}
              </p>
              <MonitorTable
                observations={event.patient.observations}
                news2={event.patient.news2}
                caption={`The patient at ${clockMark(event.atSeconds)}`}
              />
            </>
          )}
        </div>
      )}

      <DebriefObservationsTable series={patient.series} />
    </section>
  );
}
