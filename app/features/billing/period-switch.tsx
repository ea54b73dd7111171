import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import { periodLabels, periods, type Period } from "@common/plans";
import { cn } from "~/lib/cn";

type Props = {
  period: Period;
  onChange(period: Period): void;
  /** Other query parameters to keep in the no-JavaScript links (from=signup). */
  hrefFor(period: Period): string;
};

/**
 * Monthly/yearly switch, monthly first and by default (docs/product/billing.md#pricing). A radio group
 * whose options are links, so it works before JavaScript loads; with JavaScript it switches in
 * place.
 */
export function PeriodSwitch({ period, onChange, hrefFor }: Props) {
  const refs = useRef<Record<Period, HTMLAnchorElement | null>>({ monthly: null, yearly: null });

  const choose = (next: Period) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (event.key === " ") {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    if (!step) return;
    event.preventDefault();
    const next = periods[(periods.indexOf(period) + step + periods.length) % periods.length]!;
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-flex rounded-full border border-border bg-surface p-1 shadow-xs"
    >
      {periods.map((option) => {
        const checked = option === period;
        return (
          <a
            key={option}
            ref={(node) => {
              refs.current[option] = node;
            }}
            href={hrefFor(option)}
            role="radio"
            aria-checked={checked}
            onClick={choose(option)}
            onKeyDown={onKeyDown}
            className={cn(
              "inline-flex h-10 min-w-28 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold focus-ring transition-colors motion-reduce:transition-none",
              checked ? "bg-primary-700 text-white shadow-sm" : "text-muted hover:text-ink",
            )}
          >
            {periodLabels[option].adjective}
            {option === "yearly" && (
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs",
                  checked ? "bg-white/20 text-white" : "bg-accent-soft text-accent",
                )}
              >
                Best value
              </span>
            )}
          </a>
        );
      })}
    </div>
  );
}
