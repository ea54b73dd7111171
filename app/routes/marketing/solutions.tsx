import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { Section } from "~/components/marketing/section";
import { PageHero } from "~/components/marketing/page-hero";
import { AudienceChoice } from "~/features/solutions/audience-choice";
import type { Route } from "./+types/solutions";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Solutions",
    `${brand.name} for individual clinicians and for universities, hospitals and training centres.`,
  );

export default function Solutions() {
  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="Clinical skills training that fits the way you work"
        lead={
          <p>
            Whether you are preparing for your first placement or training a whole intake of new
            starters, {brand.name} has a plan built around you. Choose where to begin.
          </p>
        }
      />
      <Section>
        <AudienceChoice />
      </Section>
    </>
  );
}
