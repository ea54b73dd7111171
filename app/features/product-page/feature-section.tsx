import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Section } from "~/components/marketing/section";

export type ProductFeature = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  link: { to: string; label: string };
  image: { src: string; alt: string };
  comingSoon?: boolean;
};

/** One product area: text and a button on one side, its illustration on the other. */
export function FeatureSection({
  feature,
  reverse = false,
  tone,
}: {
  feature: ProductFeature;
  reverse?: boolean;
  tone?: "plain" | "canvas";
}) {
  const headingId = `${feature.id}-heading`;
  return (
    <Section
      headingId={headingId}
      tone={tone}
      className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn("grid justify-items-start gap-5", reverse && "lg:order-2")}>
        <p className="inline-flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wider text-primary-700 uppercase">
          {feature.eyebrow}
          {feature.comingSoon && <ComingSoonBadge />}
        </p>
        <h2 id={headingId} className="text-3xl tracking-tight sm:text-4xl">
          {feature.title}
        </h2>
        <p className="text-lg text-muted">{feature.text}</p>
        <ul className="grid gap-3">
          {feature.points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-content-center rounded-full bg-primary-100 text-primary-800">
                <Check aria-hidden="true" className="size-4" strokeWidth={3} />
              </span>
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-2">
          <Link to={feature.link.to}>
            {feature.link.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <img
        src={feature.image.src}
        alt={feature.image.alt}
        width={480}
        height={360}
        loading="lazy"
        className="h-auto w-full rounded-3xl shadow-lg ring-1 ring-border"
      />
    </Section>
  );
}

export function ComingSoonBadge({ children }: { children?: ReactNode }) {
  return (
    <Badge variant="coming-soon" className="tracking-normal normal-case">
      {children ?? "Coming Soon"}
    </Badge>
  );
}
