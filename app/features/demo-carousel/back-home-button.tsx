import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Spec §2 Try page: 'Back to Home' goes back in the browser's history. A visitor who landed
 * here directly (no earlier entry of ours: React Router's history index is 0) goes to /.
 */
export function BackHomeButton() {
  const navigate = useNavigate();
  function goBack(event: MouseEvent) {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  }
  return (
    <Button asChild variant="outline" size="lg">
      <Link to="/" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Link>
    </Button>
  );
}
