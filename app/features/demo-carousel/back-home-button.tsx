import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * 'Back to Home' (docs/product/public-site.md#try-page) goes back in history. Within the app, React
 * Router's history index says whether there is an entry of ours to go back to; a visitor who
 * arrived by a full page load from one of our pages (those sent without scripts, decision 0012)
 * goes back through the browser. A visitor who landed here directly goes to /.
 */
export function BackHomeButton() {
  const navigate = useNavigate();
  function goBack(event: MouseEvent) {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) {
      event.preventDefault();
      void navigate(-1);
    } else if (cameFromOurSite() && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
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

function cameFromOurSite() {
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false; // no referrer (typed, bookmarked, or withheld)
  }
}
