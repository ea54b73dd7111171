import { clockMark } from "@common/practice/format-seconds";
import { acvpuWords } from "@common/practice/observations";
import type { Debrief } from "@server/practice/debrief";
import { Table, TableCell, TableHead, TableRow, TableRowHeader } from "~/components/ui/table";

type Point = NonNullable<Debrief["patient"]>["series"][number];

/** The chart's figures, minute by minute, for screen readers and for reading exactly. */
export function DebriefObservationsTable({ series }: { series: Point[] }) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <div
      role="region"
      aria-label="Observations each minute"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-surface focus-ring print:overflow-visible"
    >
      <Table
        caption="The patient's observations and NEWS2 each minute of the attempt"
        framed={false}
        compact
      >
        <TableHead
          columns={[
            "Time",
            { label: "NEWS2", numeric: true },
            { label: "Respiration rate", numeric: true },
            { label: "SpO₂ %", numeric: true },
            "Air or oxygen",
            { label: "Blood pressure", numeric: true },
            { label: "Pulse", numeric: true },
            "Consciousness",
            { label: "Temperature °C", numeric: true },
          ]}
        />
        <tbody>
          {series.map(({ atSeconds, observations: o, news2 }) => (
            <TableRow key={atSeconds}>
              <TableRowHeader>
                <time dateTime={`PT${atSeconds}S`}>{clockMark(atSeconds)}</time>
              </TableRowHeader>
              <TableCell numeric>{news2.total}</TableCell>
              <TableCell numeric>{o.respiratoryRate}</TableCell>
              <TableCell numeric>{o.spo2}</TableCell>
              <TableCell>{o.onOxygen ? "Oxygen" : "Air"}</TableCell>
              <TableCell numeric>{`${o.systolic}/${o.diastolic}`}</TableCell>
              <TableCell numeric>{o.heartRate}</TableCell>
              <TableCell>{acvpuWords[o.consciousness]}</TableCell>
              <TableCell numeric>{o.temperature.toFixed(1)}</TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
