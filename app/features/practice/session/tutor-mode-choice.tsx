import { Form } from "react-router";
import type { PracticeSessionData } from "@server/practice/practice-page";
import { Button } from "~/components/ui/button";

const modes = [
  { mode: "coached", label: "Coach on" },
  { mode: "assessed", label: "Assessed" },
] as const;

const modeWords = {
  coached:
    "Coach on: the tutor is at your side. This attempt does not count towards the certificate.",
  assessed: "Assessed: no tutor. This attempt counts towards the certificate if you pass.",
} as const;

/**
 * Coach on or assessed, chosen before the first action (docs/product/practice.md#tutor); after
 * it the mode is only stated. A plain form: it works before JavaScript loads.
 */
export function TutorModeChoice({
  mode,
  canChoose,
}: {
  mode: PracticeSessionData["mode"];
  canChoose: boolean;
}) {
  return (
    <section aria-labelledby="practice-tutor-mode-title" className="grid gap-2">
      <h2 id="practice-tutor-mode-title" className="text-lg font-semibold">
        Tutor mode
      </h2>
      <p>
        <strong>Only assessed attempts count towards the certificate.</strong> {modeWords[mode]}
      </p>
      {canChoose && (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="mode" />
          <span className="text-sm text-muted">Choose before your first action:</span>
          {modes.map((option) => (
            <Button
              key={option.mode}
              type="submit"
              name="mode"
              value={option.mode}
              variant={option.mode === mode ? "primary" : "outline"}
            >
              {option.label}
              {option.mode === mode && " (chosen)"}
            </Button>
          ))}
        </Form>
      )}
    </section>
  );
}
