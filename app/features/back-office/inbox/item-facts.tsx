import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

/** What was submitted, as a list of labelled values; a value left empty says so. */
export function ItemFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-sm font-medium text-muted">{fact.label}</dt>
          <dd className="break-words whitespace-pre-line">
            {fact.value === null || fact.value === undefined || fact.value === "" ? (
              <span className="text-muted">Not given</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
