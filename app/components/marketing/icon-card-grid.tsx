import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

export type IconCardItem = { icon: LucideIcon; title: string; text: string };

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A list of short points, each with an icon, a title (h3) and a sentence or two. */
export function IconCardGrid({
  items,
  columns = 3,
  className,
}: {
  items: readonly IconCardItem[];
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-5 sm:gap-6", columnClasses[columns], className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-xs transition-shadow hover:shadow-md motion-reduce:transition-none"
        >
          <span className="grid size-12 place-content-center rounded-xl bg-primary-50 text-primary-700 ring-1 ring-primary-100">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-lg">{title}</h3>
          <p className="text-base text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
