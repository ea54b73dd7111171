import { useId } from "react";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";
import { partners } from "~/components/marketing/partners";

type PartnerStripProps = {
  title?: string;
  className?: string;
};

/** A row of partner wordmarks, on the home and pricing pages. */
export function PartnerStrip({
  title = "Built with clinical educators and training partners",
  className,
}: PartnerStripProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("border-y border-border bg-surface py-12 sm:py-14", className)}
    >
      <Container className="grid gap-8">
        <h2
          id={headingId}
          className="text-center text-sm font-semibold tracking-wider text-muted uppercase"
        >
          {title}
        </h2>
        <ul className="grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={partner.name} className="flex h-14 items-center">
              <img
                src={partner.logo}
                alt={partner.name}
                width={partner.width}
                height={56}
                loading="lazy"
                className="h-auto max-h-14 w-full max-w-40 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
