import { FlaskConical } from "lucide-react";
import { brand } from "@common/brand";

/** Test mode must never be mistaken for a real payment page. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm text-ink"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <p>
        <strong className="font-semibold text-warning">Test mode — no real payment.</strong>{" "}
        {brand.name} is running without a payment provider, so this page stands in for one. No card
        details are asked for and nothing is charged.
      </p>
    </div>
  );
}
