import { HeartPulse, Minus, TrendingDown, TrendingUp, TriangleAlert } from "lucide-react";
import {
  acvpuWords,
  type MonitorView,
  type News2Parameter,
  type Observations,
  type PatientOutcome,
} from "@common/practice/observations";
import { Table, TableCell, TableHead, TableRow, TableRowHeader } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { outcomeWords } from "./patient-monitor-words";

type Row = { label: string; reading: (o: Observations) => string; scored: News2Parameter | null };

const rows = (spo2Scale: 1 | 2): Row[] => [
  {
    label: "Respiration rate",
    reading: (o) => `${o.respiratoryRate} per minute`,
    scored: "respiratoryRate",
  },
  { label: `SpO₂ (scale ${spo2Scale})`, reading: (o) => `${o.spo2}%`, scored: "spo2" },
  {
    label: "Air or oxygen",
    reading: (o) => (o.onOxygen ? "Oxygen" : "Air"),
    scored: "airOrOxygen",
  },
  {
    label: "Blood pressure (systolic scored)",
    reading: (o) => `${o.systolic}/${o.diastolic} mmHg`,
    scored: "systolic",
  },
  { label: "Pulse", reading: (o) => `${o.heartRate} per minute`, scored: "heartRate" },
  { label: "Consciousness", reading: (o) => acvpuWords[o.consciousness], scored: "consciousness" },
  { label: "Temperature", reading: (o) => `${o.temperature.toFixed(1)} °C`, scored: "temperature" },
  { label: "Capillary refill", reading: (o) => `${o.capillaryRefill.toFixed(1)} s`, scored: null },
];

/** A parameter's NEWS2 score; a red score (3) says so in words with an icon, not by colour alone. */
function ScoreCell({ score }: { score: number | null }) {
  if (score === null) return <TableCell className="text-muted">Not scored</TableCell>;
  const red = score === 3;
  return (
    <TableCell
      className={cn("tabular-nums", red && "bg-danger-soft font-semibold text-danger-strong")}
    >
      <span className="inline-flex items-center gap-1.5">
        {red && <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />}
        {score}
        {red && " (red score)"}
      </span>
    </TableCell>
  );
}

/** The observations, each with its NEWS2 score, and the total. */
export function MonitorTable({
  observations,
  news2,
  caption = "Observations and NEWS2 scores",
}: Pick<MonitorView, "observations" | "news2"> & { caption?: string }) {
  return (
    <Table caption={caption} compact>
      <TableHead columns={["Observation", "Reading", "NEWS2 score"]} />
      <tbody>
        {rows(news2.spo2Scale).map((row) => (
          <TableRow key={row.label}>
            <TableRowHeader>{row.label}</TableRowHeader>
            <TableCell className="tabular-nums">{row.reading(observations)}</TableCell>
            <ScoreCell score={row.scored && news2.parts[row.scored]} />
          </TableRow>
        ))}
        <TableRow className="border-t-2 border-border-strong">
          <TableRowHeader className="font-semibold">NEWS2 total</TableRowHeader>
          <TableCell />
          <TableCell className="font-semibold tabular-nums">{news2.total}</TableCell>
        </TableRow>
      </tbody>
    </Table>
  );
}

const outcomeIcons: Record<PatientOutcome, typeof Minus> = {
  improving: TrendingUp,
  stable: Minus,
  deteriorating: TrendingDown,
  "peri-arrest": HeartPulse,
};

/** How the patient is going, in words with an icon that repeats them. */
export function MonitorOutcome({ outcome }: { outcome: PatientOutcome }) {
  const Icon = outcomeIcons[outcome];
  const bad = outcome === "deteriorating" || outcome === "peri-arrest";
  return (
    <p className={cn("flex items-center gap-2", bad && "font-semibold text-danger-strong")}>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      Patient: {outcomeWords[outcome]}
    </p>
  );
}
