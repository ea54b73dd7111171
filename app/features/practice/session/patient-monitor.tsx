import { useEffect, useRef, useState } from "react";
import { BellRing, TriangleAlert } from "lucide-react";
import { formatSeconds } from "@common/practice/format-seconds";
import { news2RiskWords } from "@common/practice/news2";
import type { MonitorView } from "@common/practice/observations";
import { cn } from "~/lib/cn";
import { alarmSentence, changeSentence } from "./patient-monitor-words";
import { MonitorOutcome, MonitorTable } from "./patient-monitor-table";
import { usePatientClock } from "./use-patient-clock";

/**
 * The patient monitor of list and 3D modes (docs/product/practice.md#monitor): the observations
 * with each NEWS2 score, the total and the risk it calls for, how the patient is going, and the
 * scenario clock, read again every few seconds. What changed is spoken through a polite live
 * region and a new alarm through an assertive one; a reading that changes nothing says nothing.
 */
export function PatientMonitor({ monitor }: { monitor: MonitorView }) {
  usePatientClock(monitor.outcome !== "peri-arrest");
  const last = useRef(monitor);
  const [change, setChange] = useState("");
  const [alarm, setAlarm] = useState("");
  useEffect(() => {
    const before = last.current;
    last.current = monitor;
    const changed = changeSentence(before, monitor);
    const sounded = alarmSentence(before, monitor);
    if (changed) setChange(changed);
    if (sounded) setAlarm(sounded);
  }, [monitor]);

  const { news2 } = monitor;
  const urgent = news2.risk !== "low";
  return (
    <section
      aria-labelledby="patient-monitor-title"
      className="grid gap-3 rounded-2xl border border-border-strong bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="patient-monitor-title" className="text-xl font-semibold">
          Patient monitor
        </h2>
        <p className="text-sm text-muted">
          Scenario time{" "}
          <span className="font-semibold text-ink">{formatSeconds(monitor.clockSeconds)}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p
          className={cn(
            "flex items-center gap-2 rounded-lg border px-3 py-1.5 font-semibold",
            urgent ? "border-danger bg-danger-soft text-danger-strong" : "border-border",
          )}
        >
          {urgent && <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />}
          <span>
            NEWS2 {news2.total}: {news2RiskWords[news2.risk]}
          </span>
        </p>
        <MonitorOutcome outcome={monitor.outcome} />
      </div>
      {monitor.alarms.length > 0 && (
        <ul aria-label="Alarms" className="grid gap-1">
          {monitor.alarms.map((item) => (
            <li
              key={item.parameter}
              className="flex items-center gap-2 font-semibold text-danger-strong"
            >
              <BellRing aria-hidden="true" className="size-4 shrink-0" />
              Alarm: {item.text}
            </li>
          ))}
        </ul>
      )}
      <MonitorTable observations={monitor.observations} news2={news2} />
      <p
        id="patient-monitor-changes"
        aria-live="polite"
        aria-atomic="true"
        className="min-h-6 text-sm"
      >
        {change}
      </p>
      <p id="patient-monitor-alarm" aria-live="assertive" aria-atomic="true" className="sr-only">
        {alarm}
      </p>
    </section>
  );
}
