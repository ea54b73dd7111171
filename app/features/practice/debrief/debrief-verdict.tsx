import { CircleAlert, CircleCheck } from "lucide-react";
import type { PracticeVerdict } from "@common/practice/verdict";

/** Passed or not, and why not, in words (an icon only repeats it). */
export function DebriefVerdict({ verdict }: { verdict: PracticeVerdict }) {
  const Icon = verdict.passed ? CircleCheck : CircleAlert;
  return (
    <section
      aria-labelledby="debrief-verdict-title"
      className={
        verdict.passed
          ? "grid gap-1 rounded-2xl border border-success bg-success-soft p-5"
          : "grid gap-1 rounded-2xl border border-danger bg-danger-soft p-5"
      }
    >
      <h2 id="debrief-verdict-title" className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {verdict.headline}
      </h2>
      <ul className="grid gap-1">
        {verdict.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}
