import { monthLabel, percent } from "@common/institutions/month-label";

type Month = { month: string; completions: number; cumulativeRate: number };

const width = 640;
const height = 280;
const plot = { left: 44, right: 52, top: 20, bottom: 44 };
const plotWidth = width - plot.left - plot.right;
const plotHeight = height - plot.top - plot.bottom;

/** A round ceiling for the completions axis, so its ticks are whole numbers. */
function axisMax(largest: number) {
  if (largest <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(largest));
  return Math.ceil(largest / step) * step;
}

/**
 * Completions over the last 12 months, drawn on the server (docs/product/institutions.md#reporting):
 * bars for each month's completions (left axis), a line for the cumulative completion rate
 * (right axis, dashed, with a dot at each month). Its title and description name it for
 * assistive technology; the same figures are in the table beside it.
 */
export function CompletionChart({ months, describedBy }: { months: Month[]; describedBy: string }) {
  const most = axisMax(Math.max(0, ...months.map((m) => m.completions)));
  const slot = plotWidth / Math.max(1, months.length);
  const x = (index: number) => plot.left + slot * index + slot / 2;
  const yCount = (count: number) => plot.top + plotHeight - (count / most) * plotHeight;
  const yRate = (rate: number) => plot.top + plotHeight - rate * plotHeight;
  const line = months
    .map((m, index) => `${index === 0 ? "M" : "L"}${x(index)},${yRate(m.cumulativeRate)}`)
    .join(" ");
  const last = months.at(-1);
  const total = months.reduce((sum, m) => sum + m.completions, 0);
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="completion-chart-title completion-chart-desc"
      aria-describedby={describedBy}
      className="h-auto w-full max-w-3xl text-muted"
    >
      <title id="completion-chart-title">Completions over the last 12 months</title>
      <desc id="completion-chart-desc">
        {`Bars: completions each month, ${total} in all. Line: the cumulative completion rate, ${
          last ? percent(last.cumulativeRate) : "0%"
        } at the end.`}
      </desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plot.left}
            x2={width - plot.right}
            y1={yRate(tick)}
            y2={yRate(tick)}
            className="stroke-border"
            strokeWidth={1}
          />
          <text
            x={plot.left - 8}
            y={yRate(tick) + 4}
            textAnchor="end"
            fontSize={12}
            fill="currentColor"
          >
            {Math.round(most * tick)}
          </text>
          <text x={width - plot.right + 8} y={yRate(tick) + 4} fontSize={12} fill="currentColor">
            {percent(tick)}
          </text>
        </g>
      ))}
      {months.map((m, index) => (
        <g key={m.month}>
          <rect
            x={x(index) - slot * 0.3}
            y={yCount(m.completions)}
            width={slot * 0.6}
            height={plot.top + plotHeight - yCount(m.completions)}
            className="fill-primary-600"
            rx={2}
          />
          <text
            x={x(index)}
            y={height - plot.bottom + 18}
            textAnchor="middle"
            fontSize={12}
            fill="currentColor"
          >
            {monthLabel(m.month)}
          </text>
          {(index === 0 || m.month.endsWith("-01-01")) && (
            <text
              x={x(index)}
              y={height - plot.bottom + 34}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {m.month.slice(0, 4)}
            </text>
          )}
        </g>
      ))}
      <path
        d={line}
        fill="none"
        className="stroke-accent"
        strokeWidth={2.5}
        strokeDasharray="6 4"
      />
      {months.map((m, index) => (
        <circle
          key={m.month}
          cx={x(index)}
          cy={yRate(m.cumulativeRate)}
          r={3.5}
          className="fill-accent"
        />
      ))}
    </svg>
  );
}
