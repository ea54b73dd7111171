import { brand } from "@common/brand";
import { careerApplicationAction } from "@server/leads/careers-page";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ApplicationForm } from "~/features/careers/application-form";
import { CareersHero } from "~/features/careers/careers-hero";
import { CareersValues } from "~/features/careers/careers-values";
import { HiringSteps } from "~/features/careers/hiring-steps";
import { InternshipsNotice } from "~/features/careers/internships-notice";
import { OpenPositions } from "~/features/careers/open-positions";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    `Careers at ${brand.name}`,
    "Join the clinicians, engineers and designers building realistic clinical skills training.",
  );

export async function action({ request, context }: Route.ActionArgs) {
  return careerApplicationAction(request, context);
}

export default function Page({ actionData }: Route.ComponentProps) {
  const contactEmail = useRootData()?.contactEmail ?? brand.defaultContactEmail;
  return (
    <>
      <CareersHero />
      <CareersValues />
      <InternshipsNotice />
      <OpenPositions contactEmail={contactEmail} />
      <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 pb-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <HiringSteps />
          <Card className="gap-6 p-6 sm:p-10">
            <div className="grid gap-2">
              <h2 id="apply-heading" className="text-3xl font-semibold tracking-tight">
                Apply to join us
              </h2>
              <p className="text-muted">
                Send your CV and, if you like, a few words about yourself. Every field is needed
                unless it says optional.
              </p>
            </div>
            <ApplicationForm result={actionData} />
          </Card>
        </Container>
      </section>
    </>
  );
}
