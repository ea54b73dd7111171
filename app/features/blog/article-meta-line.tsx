import { Clock } from "lucide-react";
import { cn } from "~/lib/cn";
import { formatLongDate } from "@common/long-date";
import { readTimeLabel } from "./article-format";

/** Date and read time, e.g. "November 4, 2025 · 4 Minutes Read". */
export function ArticleMetaLine({
  date,
  readTime,
  className,
}: {
  date: Date;
  readTime: number;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted", className)}>
      <time dateTime={date.toISOString()}>{formatLongDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-3.5" />
        {readTimeLabel(readTime)}
      </span>
    </p>
  );
}
