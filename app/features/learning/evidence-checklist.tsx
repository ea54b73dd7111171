import { Link } from "react-router";
import { CircleCheck, Circle } from "lucide-react";
import type { EvidenceChecklist, EvidenceItem } from "@common/learning/evidence-checklist";
import { cn } from "~/lib/cn";

/**
 * The evidence of completion as a checklist (docs/product/learning.md#evidence-of-completion):
 * what is done and what remains, each with where to do it. Done or not is said in words for
 * screen readers; the icon and colour only repeat it. On a dashboard card the links sit above
 * the card's full-card link (`raised`).
 */
export function EvidenceChecklistView({
  checklist,
  headingId,
  headingLevel = "h2",
  raised = false,
  className,
}: {
  checklist: EvidenceChecklist;
  headingId: string;
  headingLevel?: "h2" | "h3" | "h4";
  raised?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby={headingId} className={cn("grid gap-2", className)}>
      <Heading id={headingId} className="text-sm font-semibold text-ink">
        {checklist.complete ? "Evidence of completion: complete" : "Evidence of completion"}
      </Heading>
      <ul className="grid gap-1.5 text-sm">
        {checklist.items.map((item) => (
          <EvidenceLine key={item.key} item={item} raised={raised} />
        ))}
        {checklist.moreLessons > 0 && (
          <li className="flex items-center gap-2 pl-6 text-muted">
            and {checklist.moreLessons} more {checklist.moreLessons === 1 ? "lesson" : "lessons"} to
            study
          </li>
        )}
      </ul>
    </section>
  );
}

function EvidenceLine({ item, raised }: { item: EvidenceItem; raised: boolean }) {
  const words = (
    <>
      {item.lead}
      {item.title && (
        <>
          {" "}
          <em>{item.title}</em>
        </>
      )}
    </>
  );
  return (
    <li className="flex items-start gap-2">
      {item.done ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      ) : (
        <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      )}
      <span className={item.done ? "text-muted" : "text-ink"}>
        <span className="sr-only">{item.done ? "Done: " : "To do: "}</span>
        {item.href && !item.done ? (
          <Link
            to={item.href}
            className={cn(
              "rounded font-medium text-primary-700 underline underline-offset-4 focus-ring",
              raised && "relative z-10",
            )}
          >
            {words}
          </Link>
        ) : (
          words
        )}
      </span>
    </li>
  );
}
