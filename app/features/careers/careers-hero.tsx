import { ArrowDown } from "lucide-react";
import { brand } from "@common/brand";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CareersIllustration } from "~/features/careers/careers-illustration";

export function CareersHero() {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-canvas">
      <Container className="grid items-center gap-10 py-14 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:py-20">
        <div className="grid gap-5">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">Careers</p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Careers at {brand.name}
          </h1>
          <p className="max-w-xl text-lg text-muted">
            Help us build the clinical skills training we wished we had: realistic, kind to learners
            and grounded in how care is really delivered on the ward, in the community and at the
            roadside.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="#open-positions">
                See open positions <ArrowDown aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#apply">Apply now</a>
            </Button>
          </div>
        </div>
        <CareersIllustration className="mx-auto w-full max-w-md" />
      </Container>
    </section>
  );
}
