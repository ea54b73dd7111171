import { Container } from "~/components/ui/container";
import { Skeleton } from "~/components/ui/skeleton";

/** Three placeholder cards while the articles stream in (docs/product/public-site.md#home). */
export function TeaserSkeleton() {
  return (
    <div aria-busy="true" className="bg-canvas py-16 sm:py-20 lg:py-24">
      <Container className="grid gap-10">
        <p className="sr-only" role="status">
          Loading the latest articles
        </p>
        <div className="grid gap-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-64" />
        </div>
        <div
          data-testid="blog-teaser-skeleton"
          className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]"
        >
          <Skeleton className="h-96 rounded-2xl lg:row-span-2" />
          <Skeleton className="h-44 rounded-2xl" />
          <Skeleton className="h-44 rounded-2xl" />
        </div>
      </Container>
    </div>
  );
}
