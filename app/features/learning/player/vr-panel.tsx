import { useFetcher } from "react-router";
import { CircleCheck, Play } from "lucide-react";
import { brand } from "@common/brand";
import type { PracticeHistory } from "@server/learning/practice-history";
import { Button } from "~/components/ui/button";
import { useToastFrom } from "~/lib/use-toast-from";
import { PracticeHistoryPanel } from "./practice-history";
import { VrHeadsetArt } from "./vr-headset-art";

const beforeYouStart = [
  "Clear a space of about two metres around you, or stay seated.",
  "Charge your headset and sign in with the same account.",
  "Take the headset off straight away if you feel unwell or dizzy.",
];

/** The VR tab's 'Initiate VR' panel (docs/product/learning.md#vr-tab); starting completes the lesson. */
export function VrPanel({
  lessonTitle,
  practice,
}: {
  lessonTitle: string;
  practice: PracticeHistory | null;
}) {
  // docs/product/learning.md#vr-tab: where the course has a practice scenario, the action opens its session instead.
  const fetcher = useFetcher<{ ok: boolean; toast: { type: "success"; title: string } | null }>();
  useToastFrom(fetcher.data);
  const started = fetcher.data?.ok === true;
  return (
    <section
      aria-labelledby="vr-title"
      className="grid gap-6 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8 md:grid-cols-[minmax(0,1fr)_15rem] md:items-center"
    >
      <div className="grid gap-4">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">VR session</p>
        <h2 id="vr-title" className="text-2xl font-semibold text-balance">
          Initiate VR
        </h2>
        <p className="text-muted">
          Practise “{lessonTitle}” in a realistic virtual ward: make the decisions, handle the
          equipment and see the consequences, with no risk to a patient.
        </p>
        <ul className="grid gap-2 text-sm text-ink">
          {beforeYouStart.map((tip) => (
            <li key={tip} className="flex gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
              {tip}
            </li>
          ))}
        </ul>
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="vr-start" />
          <Button type="submit" size="lg" loading={fetcher.state !== "idle"}>
            {fetcher.state === "idle" && <Play aria-hidden="true" />}
            Initiate VR Lesson
          </Button>
        </fetcher.Form>
        <p role="status" className="text-sm font-medium text-success">
          {started ? `Session ready. Put on your headset and open ${brand.name} VR to begin.` : ""}
        </p>
      </div>
      <VrHeadsetArt className="mx-auto w-full max-w-60" />
      {practice && <PracticeHistoryPanel history={practice} />}
    </section>
  );
}
