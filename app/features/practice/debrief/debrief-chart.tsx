import { clockMark } from "@common/practice/format-seconds";
import type { Debrief } from "@server/practice/debrief";

type Point = NonNullable<Debrief["patient"]>["series"][number];
type Event = Debrief["timeline"][number];

const width = 640;
const left = 44;
const right = 72;
const news2Panel = { top: 16, height: 110 };
const vitalsPanel = { top: 160, height: 130 };
const height = vitalsPanel.top + vitalsPanel.height + 28;

// Lines are told apart by their dash pattern and a label at their end, not by colour alone.
const vitalLines = [
  {
    name: "SpO₂ %",
    value: (p: Point) => p.observations.spo2,
    dash: undefined,
    className: "stroke-primary-700",
  },
  {
    name: "Pulse",
    value: (p: Point) => p.observations.heartRate,
    dash: "7 4",
    className: "stroke-accent",
  },
  {
    name: "Systolic",
    value: (p: Point) => p.observations.systolic,
    dash: "2 4",
    className: "stroke-warning",
  },
];

/**
 * The patient over the attempt (decorative for assistive technology: every figure is in the
 * table and every event in the timeline): NEWS2 above with its thresholds of 5 and 7, SpO₂,
 * pulse and systolic pressure below, each event marked, the one stepped to drawn as a line.
 */
export function DebriefChart({
  series,
  events,
  totalSeconds,
  selectedSeconds,
}: {
  series: Point[];
  events: Event[];
  totalSeconds: number;
  selectedSeconds: number | null;
}) {
  const span = Math.max(totalSeconds, 60);
  const x = (seconds: number) => left + (seconds / span) * (width - left - right);
  const news2Max = Math.max(10, Math.ceil(Math.max(...series.map((p) => p.news2.total)) / 5) * 5);
  const yNews2 = (value: number) =>
    news2Panel.top + news2Panel.height - (value / news2Max) * news2Panel.height;
  const yVital = (value: number) =>
    vitalsPanel.top + vitalsPanel.height - ((Math.min(200, value) - 40) / 160) * vitalsPanel.height;
  const path = (values: number[], y: (value: number) => number) =>
    series
      .map(
        (p, i) => `${i === 0 ? "M" : "L"}${x(p.atSeconds).toFixed(1)},${y(values[i]!).toFixed(1)}`,
      )
      .join(" ");
  const minuteStep = Math.max(1, Math.ceil(span / 60 / 8));
  const ticks: number[] = [];
  for (let minute = 0; minute * 60 <= span; minute += minuteStep) ticks.push(minute * 60);

  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${height}`}
      // In the chart's own units, so the labels scale with it (a presentation attribute, not a
      // utility class our class merging would have to know).
      fontSize={11}
      className="h-auto w-full rounded-xl border border-border bg-surface print:border-0"
    >
      <text x={left} y={news2Panel.top - 4} className="fill-ink font-semibold">
        NEWS2
      </text>
      {[0, 5, 7, news2Max].map((value) => (
        <GridLine
          key={value}
          value={value}
          y={yNews2(value)}
          from={left}
          to={width - right}
          // NEWS2's thresholds of 5 and 7, dashed.
          dashed={value === 5 || value === 7}
        />
      ))}
      <path
        d={path(
          series.map((p) => p.news2.total),
          yNews2,
        )}
        fill="none"
        strokeWidth={2.5}
        className="stroke-danger"
      />
      {series.map((p) => (
        <circle
          key={p.atSeconds}
          cx={x(p.atSeconds)}
          cy={yNews2(p.news2.total)}
          r={2.5}
          className="fill-danger"
        />
      ))}

      <text x={left} y={vitalsPanel.top - 4} className="fill-ink font-semibold">
        SpO₂, pulse, systolic
      </text>
      {[40, 80, 120, 160, 200].map((value) => (
        <GridLine key={value} value={value} y={yVital(value)} from={left} to={width - right} />
      ))}
      {vitalLines.map((line) => {
        const values = series.map(line.value);
        return (
          <g key={line.name}>
            <path
              d={path(values, yVital)}
              fill="none"
              strokeWidth={2}
              strokeDasharray={line.dash}
              className={line.className}
            />
            <text x={width - right + 6} y={yVital(values.at(-1) ?? 0) + 4} className="fill-ink">
              {line.name}
            </text>
          </g>
        );
      })}

      {events.map((event) => (
        <path
          key={event.key}
          d={`M${x(event.atSeconds)},${height - 26} l-4,-7 h8 z`}
          className={event.kind === "action" ? "fill-ink" : "fill-accent"}
        />
      ))}
      {selectedSeconds !== null && (
        <line
          x1={x(selectedSeconds)}
          x2={x(selectedSeconds)}
          y1={news2Panel.top}
          y2={height - 26}
          strokeWidth={2}
          className="stroke-ink"
        />
      )}
      {ticks.map((seconds) => (
        <text
          key={seconds}
          x={x(seconds)}
          y={height - 8}
          textAnchor="middle"
          className="fill-muted"
        >
          {clockMark(seconds)}
        </text>
      ))}
    </svg>
  );
}

/** A horizontal line of the chart's grid, with its value at the left. */
function GridLine(props: { value: number; y: number; from: number; to: number; dashed?: boolean }) {
  const { value, y, from, to, dashed } = props;
  return (
    <g>
      <line
        x1={from}
        x2={to}
        y1={y}
        y2={y}
        className="stroke-border"
        strokeDasharray={dashed ? "4 3" : undefined}
      />
      <text x={from - 6} y={y + 4} textAnchor="end" className="fill-muted">
        {value}
      </text>
    </g>
  );
}
