import { brand } from "@common/brand";
import { isLaunched } from "@server/content/launch-status";
import { pageMeta } from "~/lib/meta";
import { AdvisorList } from "~/features/about-page/advisor-list";
import { PortraitCluster } from "~/features/about-page/portrait-cluster";
import { MissionVision } from "~/features/about-page/mission-vision";
import { ProblemSolution } from "~/features/about-page/problem-solution";
import { TeamGrid } from "~/features/about-page/team-grid";
import { LaunchCtaButton } from "~/components/marketing/launch-cta-button";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHero } from "~/components/marketing/page-hero";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  return { launched: await isLaunched(context.db, context.logger) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "About",
    `Why we built ${brand.name}, the clinicians and engineers behind it, and the advisors who keep it close to real practice.`,
  );

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={`About ${brand.name}`}
        title="Built by clinicians, for clinicians"
        lead={
          <p>
            We are a small team of doctors, nurses, educators and engineers who believe confident
            care starts with practice, and that practice should be available to everyone.
          </p>
        }
        art={<PortraitCluster />}
      />
      <MissionVision />
      <ProblemSolution />
      <TeamGrid />
      <AdvisorList />
      <CtaBand
        headingId="career-heading"
        title="Advance Your Career"
        text="Build skills you can evidence, prepare for new roles and keep rare procedures fresh, at a pace that suits your shifts."
      >
        <LaunchCtaButton launched={loaderData.launched} tone="inverse" />
      </CtaBand>
    </>
  );
}
