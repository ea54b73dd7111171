import { Skeleton } from "~/components/ui/skeleton";

/** A card's outline while the next page of articles loads. */
export function ArticleCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <Skeleton className="aspect-video rounded-none" />
      <div className="grid gap-3 p-6">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-2 h-4 w-2/5" />
      </div>
    </div>
  );
}
