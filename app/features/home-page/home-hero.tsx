import { Link } from "react-router";
import { PlayCircle } from "lucide-react";
import { brand } from "@common/brand";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/marketing/page-hero";

export function HomeHero() {
  return (
    <PageHero
      eyebrow="For every stage of your clinical career"
      title="Take control of your clinical skills training"
      lead={
        <p>
          Practise real procedures in immersive scenarios, learn with a tutor that stops an unsafe
          step and explains why, and keep every skill sharp, whenever your rota allows.
        </p>
      }
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/signup">Sign Up</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/try-${brand.slug}`}>
              <PlayCircle aria-hidden="true" />
              Watch the demo
            </Link>
          </Button>
        </>
      }
      art={
        <img
          src="/images/marketing/hero-vr-practice.svg"
          alt="A virtual cannulation scenario: a forearm with a highlighted vein, a tutor tip and a progress score."
          width={560}
          height={440}
          className="h-auto w-full drop-shadow-xl"
        />
      }
    />
  );
}
