import { Repeat } from "lucide-react";
import { clockMark } from "@common/practice/format-seconds";
import type { Debrief } from "@server/practice/debrief";
import { MonitorOutcome } from "~/features/practice/session/patient-monitor-table";

/** How the patient ended: their state in words, and NEWS2 at the start and at the end. */
export function DebriefPatientOutcome({ patient }: { patient: NonNullable<Debrief["patient"]> }) {
  return (
    <section
      aria-labelledby="debrief-patient-title"
      className="grid gap-2 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="debrief-patient-title" className="text-xl font-semibold">
        The patient at the end
      </h2>
      <MonitorOutcome outcome={patient.outcome} />
      <p>
        NEWS2 {patient.news2AtStart} at the start, {patient.news2AtEnd} at the end.
      </p>
    </section>
  );
}

/** Choices that served no purpose, with how often and what they cost (every scenario). */
export function DebriefInefficiencies({
  inefficiencies,
}: {
  inefficiencies: Debrief["inefficiencies"];
}) {
  return (
    <section aria-labelledby="debrief-inefficiencies-title" className="grid gap-3">
      <h2 id="debrief-inefficiencies-title" className="text-xl font-semibold">
        Inefficiencies
      </h2>
      {inefficiencies.length === 0 ? (
        <p>None: nothing was repeated for no reason or undone after its time.</p>
      ) : (
        <ul className="grid gap-3">
          {inefficiencies.map((item) => (
            <li key={item.id} className="grid gap-1 rounded-xl border border-border-strong p-4">
              <p className="flex items-center gap-2 font-semibold">
                <Repeat aria-hidden="true" className="size-5 shrink-0" />
                {item.title} (−{item.penalty})
              </p>
              <p className="text-sm text-muted">
                {item.count === 1 ? "Once" : `${item.count} times`}, first at{" "}
                <time dateTime={`PT${item.atSeconds}S`}>{clockMark(item.atSeconds)}</time>
              </p>
              <p>{item.why}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
