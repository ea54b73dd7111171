import { Link } from "react-router";
import { SearchX } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** Someone else's practice session, or one that does not exist: the same answer for both. */
export function PracticeNotFound() {
  return (
    <Container size="prose" className="py-20">
      <div className="grid justify-items-center gap-4 rounded-3xl border border-border bg-surface px-6 py-12 text-center shadow-sm">
        <span className="grid size-14 place-content-center rounded-full bg-primary-50 text-primary-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-semibold text-balance">Practice session not found</h1>
        <p className="max-w-md text-muted">
          We couldn't find this practice session. Start a new one from the VR tab of a lesson.
        </p>
        <Button asChild className="mt-2">
          <Link to="/dashboard">Return to Dashboard</Link>
        </Button>
      </div>
    </Container>
  );
}
