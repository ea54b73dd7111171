import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { Container } from "~/components/ui/container";
import { BackHomeButton } from "~/features/demo-carousel/back-home-button";
import { DemoCarousel } from "~/features/demo-carousel/demo-carousel";
import { DemoHighlights } from "~/features/demo-carousel/demo-highlights";
import { demoVideos } from "~/features/demo-carousel/demo-videos";
import { Eyebrow } from "~/components/marketing/page-hero";
import type { Route } from "./+types/try";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    `Try ${brand.name}`,
    `Watch a short demo of ${brand.name}: a VR cannulation scenario, the tutor at your side and progress tracking.`,
  );

export default function Try() {
  return (
    <div className="bg-gradient-to-b from-primary-50 via-surface to-surface">
      <Container size="md" className="grid gap-10 py-14 sm:py-20">
        <header className="grid justify-items-center gap-4 text-center">
          <Eyebrow>Demo</Eyebrow>
          <h1 className="text-4xl tracking-tight sm:text-5xl">Experience {brand.name} Training</h1>
          <p className="max-w-2xl text-lg text-muted">
            Press play for a quick look at how practice works: a realistic scenario, a tutor at your
            side and progress you can see. Captions are available.
          </p>
        </header>
        <DemoCarousel videos={demoVideos} />
        <DemoHighlights />
        <div className="flex justify-center">
          <BackHomeButton />
        </div>
      </Container>
    </div>
  );
}
