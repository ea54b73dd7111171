import { Link } from "react-router";
import { Clock } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The pause after too many failed attempts (docs/product/learning.md#assessment): when, in words. */
export function AttemptPaused({ sentence, courseSlug }: { sentence: string; courseSlug: string }) {
  return (
    <section
      aria-labelledby="attempt-paused-heading"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="attempt-paused-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Clock aria-hidden="true" className="size-5 text-primary-700" />
        Take a break to revise
      </h2>
      <p className="text-ink">{sentence}</p>
      <p className="text-muted">
        Several attempts in a row did not pass. Use the time to go back over the lessons.
      </p>
      <div>
        <Button asChild variant="outline">
          <Link to={`/course/${courseSlug}`}>Return to Module</Link>
        </Button>
      </div>
    </section>
  );
}
