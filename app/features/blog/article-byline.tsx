import { cn } from "~/lib/cn";
import { initialsOf, splitByline } from "./article-format";

/** The author with their role and a monogram; nothing when the article has no author. */
export function ArticleByline({
  author,
  className,
}: {
  author: string | null;
  className?: string;
}) {
  const byline = splitByline(author);
  if (!byline) return null;
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-700 text-sm font-semibold text-white ring-4 ring-primary-100"
      >
        {initialsOf(byline.name)}
      </span>
      <p className="grid text-sm leading-tight">
        <span className="font-semibold text-ink">{byline.name}</span>
        {byline.role && <span className="text-muted">{byline.role}</span>}
      </p>
    </div>
  );
}
