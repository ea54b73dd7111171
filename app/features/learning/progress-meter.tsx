import { cn } from "~/lib/cn";

/** A labelled bar of lessons completed; the words carry the figures, the bar is a picture. */
export function ProgressMeter({
  completed,
  total,
  className,
  tone = "default",
}: {
  completed: number;
  total: number;
  className?: string;
  tone?: "default" | "inverse";
}) {
  const percent = total > 0 ? Math.round((completed / total) * 100) : 0;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <p
        className={cn(
          "flex justify-between gap-3 text-sm",
          tone === "inverse" ? "text-primary-100" : "text-muted",
        )}
      >
        <span>{`${completed} of ${total} ${total === 1 ? "lesson" : "lessons"} complete`}</span>
        <span className={cn("font-semibold", tone === "inverse" ? "text-white" : "text-ink")}>
          {percent}%
        </span>
      </p>
      <div
        aria-hidden="true"
        className={cn(
          "h-2 overflow-hidden rounded-full",
          tone === "inverse" ? "bg-white/20" : "bg-primary-100",
        )}
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none",
            tone === "inverse" ? "bg-primary-300" : "bg-primary-600",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
