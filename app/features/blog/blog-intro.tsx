import { Rss } from "lucide-react";
import { Container } from "~/components/ui/container";

/** The blog's masthead: what it is and a way to follow it. */
export function BlogIntro({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <header className="bg-linear-to-b from-primary-50 to-canvas">
      <Container className="flex flex-col gap-6 py-10 sm:py-14 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid max-w-3xl gap-4">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            Blog{page > 1 && ` · Page ${page} of ${pageCount}`}
          </p>
          <h1 className="text-4xl leading-tight font-semibold tracking-tight sm:text-5xl">
            Practice, evidence and the craft of clinical skills
          </h1>
          <p className="text-lg text-muted sm:text-xl">
            Short, practical reads on simulation, skill retention and teaching at the bedside,
            written by the clinicians and educators behind our scenarios.
          </p>
        </div>
        <a
          href="/blog/rss.xml"
          className="inline-flex w-fit items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-primary-700 focus-ring hover:bg-primary-100 hover:text-primary-900"
        >
          <Rss aria-hidden="true" className="size-4" />
          Follow by RSS
        </a>
      </Container>
    </header>
  );
}
