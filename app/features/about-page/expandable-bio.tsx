import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { bioPreviewLength, truncateBio } from "@common/bio";
import { cn } from "~/lib/cn";

/** A bio longer than the preview folds, with Read more / Show less (docs/product/public-site.md#about). */
export function ExpandableBio({ text, className }: { text: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  if (text.length <= bioPreviewLength) return <p className={className}>{text}</p>;
  return (
    <div className="grid justify-items-start gap-2">
      <p id={textId} className={className}>
        {expanded ? text : truncateBio(text)}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded(!expanded)}
        className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md text-sm font-semibold text-primary-700 underline-offset-4 focus-ring hover:text-primary-900 hover:underline"
      >
        {expanded ? "Show less" : "Read more"}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-4 transition-transform motion-reduce:transition-none",
            expanded && "rotate-180",
          )}
        />
      </button>
    </div>
  );
}
