import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ArrowLeft, Mail, Sparkles } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { IconCardGrid, type IconCardItem } from "~/components/marketing/icon-card-grid";

type ComingSoonPageProps = {
  icon: LucideIcon;
  title: string;
  lead: string;
  highlightsTitle: string;
  highlights: readonly IconCardItem[];
  note?: string;
  image: { src: string; alt: string };
};

/** A coming-soon page says what is coming and links 'Back to Platform' (/product). */
export function ComingSoonPage({
  icon: Icon,
  title,
  lead,
  highlightsTitle,
  highlights,
  note,
  image,
}: ComingSoonPageProps) {
  return (
    <div className="bg-gradient-to-b from-accent-soft via-primary-50/50 to-surface">
      <Container className="grid gap-16 py-16 sm:py-20 lg:py-24">
        <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div className="grid justify-items-start gap-6">
            <Badge
              variant="coming-soon"
              className="bg-surface px-3 py-1 text-sm ring-1 ring-accent/25"
            >
              <Sparkles aria-hidden="true" />
              Coming Soon
            </Badge>
            <h1 className="flex items-center gap-4 text-4xl tracking-tight sm:text-5xl">
              <span className="hidden size-14 shrink-0 place-content-center rounded-2xl bg-accent text-white shadow-md sm:grid">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              {title}
            </h1>
            <p className="text-lg text-muted sm:text-xl sm:leading-8">{lead}</p>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button asChild size="lg" variant="outline">
                <Link to="/product">
                  <ArrowLeft aria-hidden="true" />
                  Back to Platform
                </Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link to="/contact">
                  <Mail aria-hidden="true" />
                  Ask to hear first
                </Link>
              </Button>
            </div>
          </div>
          <img
            src={image.src}
            alt={image.alt}
            width={480}
            height={360}
            className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-border"
          />
        </div>
        <section aria-labelledby="coming-heading" className="grid gap-8">
          <h2 id="coming-heading" className="text-center text-3xl tracking-tight">
            {highlightsTitle}
          </h2>
          <IconCardGrid items={highlights} columns={highlights.length === 4 ? 4 : 3} />
          {note && (
            <p className="mx-auto max-w-3xl rounded-2xl bg-warning-soft px-6 py-4 text-center text-ink">
              {note}
            </p>
          )}
        </section>
      </Container>
    </div>
  );
}
