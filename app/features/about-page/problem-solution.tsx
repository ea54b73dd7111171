import { CircleAlert, Lightbulb } from "lucide-react";
import { brand } from "@common/brand";
import { Section, SectionHeading } from "~/components/marketing/section";

export function ProblemSolution() {
  return (
    <Section headingId="why-heading" tone="canvas" className="grid gap-12">
      <SectionHeading id="why-heading" eyebrow="Why we exist" title="A gap we kept seeing" />
      <div className="grid gap-6 lg:grid-cols-2">
        <article className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-8 shadow-xs sm:p-10">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wider text-warning uppercase">
            <CircleAlert aria-hidden="true" className="size-5" />
            The problem
          </p>
          <h3 className="text-2xl">Practice is hard to come by</h3>
          <p className="text-muted">
            Skills labs are oversubscribed, placements vary widely and rotas rarely line up with
            teaching sessions. Face-to-face simulation needs faculty, rooms and consumables, so many
            clinicians get only a handful of attempts at a procedure before they perform it on a
            patient.
          </p>
          <p className="text-muted">
            Skills that are rarely used fade within months, and the emergencies that matter most are
            the ones people meet least often.
          </p>
        </article>
        <article className="flex flex-col gap-4 rounded-3xl bg-primary-800 p-8 text-primary-50 shadow-md sm:p-10">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wider text-primary-200 uppercase">
            <Lightbulb aria-hidden="true" className="size-5" />
            Our solution
          </p>
          <h3 className="text-2xl text-white">Realistic practice, on demand</h3>
          <p>
            {brand.name} pairs immersive VR scenarios with structured courses and a tutor that
            prompts when you stall on a critical step, stops an unsafe action and explains why with
            its source. You can repeat a procedure as often as you need, get feedback on technique
            and see your progress over time.
          </p>
          <p>
            It complements, never replaces, supervised practice with real equipment: you arrive at
            the skills lab or the bedside already knowing the sequence.
          </p>
        </article>
      </div>
    </Section>
  );
}
