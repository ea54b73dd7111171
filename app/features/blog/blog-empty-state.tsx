import { Newspaper } from "lucide-react";

/** A quiet panel for a part of the blog with nothing to show yet. */
export function BlogEmptyState({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border-strong bg-surface px-6 py-12 text-center">
      <Newspaper aria-hidden="true" className="size-8 text-primary-600" />
      <p className="text-lg font-medium text-ink">{message}</p>
    </div>
  );
}
