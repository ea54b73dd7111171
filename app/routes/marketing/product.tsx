import { Link } from "react-router";
import { LayoutDashboard, MessagesSquare, PlayCircle } from "lucide-react";
import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/marketing/page-hero";
import { ComingSoonBadge, FeatureSection } from "~/features/product-page/feature-section";
import { productFeatures } from "~/features/product-page/product-features";
import type { Route } from "./+types/product";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Product",
    `VR clinical skills training with a tutor at your side today; a learning management system and Chat ${brand.name} coming soon.`,
  );

export default function Product() {
  return (
    <>
      <PageHero
        eyebrow="The platform"
        title="Everything you need to practise, learn and prove your skills"
        lead={
          <p>
            {brand.name} brings immersive VR scenarios, structured courses and a tutor together in
            one place, with tools for educators and a learning assistant on the way.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to={`/try-${brand.slug}`}>
                <PlayCircle aria-hidden="true" />
                Try {brand.name}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/platform/lms">
                <LayoutDashboard aria-hidden="true" />
                LMS
                <ComingSoonBadge />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={`/platform/chat-${brand.slug}`}>
                <MessagesSquare aria-hidden="true" />
                Chat {brand.name}
                <ComingSoonBadge />
              </Link>
            </Button>
          </>
        }
        art={
          <img
            src="/images/product/platform-overview.svg"
            alt="The platform on a laptop showing a course in progress, with a live VR session and a tutor tip beside it."
            width={520}
            height={400}
            className="h-auto w-full drop-shadow-xl"
          />
        }
      />
      {productFeatures.map((feature, index) => (
        <FeatureSection
          key={feature.id}
          feature={feature}
          reverse={index % 2 === 1}
          tone={index % 2 === 1 ? "canvas" : "plain"}
        />
      ))}
    </>
  );
}
