import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";

type PageHeroProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens, under it on narrow ones. */
  art?: ReactNode;
  className?: string;
};

/** The opening band of a marketing page; it holds the page's only h1. */
export function PageHero({ eyebrow, title, lead, actions, art, className }: PageHeroProps) {
  return (
    <section
      className={cn(
        "relative overflow-hidden border-b border-border bg-gradient-to-b from-primary-50 via-primary-50/60 to-surface",
        className,
      )}
    >
      <HeroBackdrop />
      <Container
        className={cn(
          "relative grid items-center gap-12 py-16 sm:py-20 lg:py-24",
          art && "lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]",
        )}
      >
        <div className="grid max-w-2xl justify-items-start gap-6">
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1 className="text-4xl leading-tight tracking-tight sm:text-5xl sm:leading-[1.1]">
            {title}
          </h1>
          {lead && <div className="text-lg text-muted sm:text-xl sm:leading-8">{lead}</div>}
          {actions && <div className="flex flex-wrap items-center gap-3 pt-2">{actions}</div>}
        </div>
        {art && <div className="mx-auto w-full max-w-xl">{art}</div>}
      </Container>
    </section>
  );
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-full bg-surface/80 px-3 py-1 text-sm font-semibold text-primary-800 ring-1 ring-primary-200",
        className,
      )}
    >
      {children}
    </p>
  );
}

/** Soft glows behind the hero; decorative only. */
function HeroBackdrop() {
  return <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-hero-glow" />;
}
