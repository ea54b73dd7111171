import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

type CtaBandProps = { headingId: string; title: ReactNode; text: ReactNode; children: ReactNode };

/** A closing call to action on a deep teal panel. */
export function CtaBand({ headingId, title, text, children }: CtaBandProps) {
  return (
    <section aria-labelledby={headingId} className="bg-surface py-16 sm:py-20">
      <Container>
        {/* Links on this dark panel need the lighter focus colour (WCAG 1.4.11). */}
        <div className="rounded-3xl bg-primary-800 bg-cta-glow px-6 py-14 text-center shadow-lg [--color-focus:#8ab4ff] sm:px-12 sm:py-16">
          <h2 id={headingId} className="text-3xl tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-100">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </Container>
    </section>
  );
}
