import { Spinner } from "~/components/ui/spinner";

/** Covers the page while the answers are on their way, so nothing can be changed or resent. */
export function SubmittingOverlay() {
  return (
    <div className="fixed inset-0 z-50 grid place-content-center bg-primary-950/45">
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-4 font-semibold text-ink shadow-xl"
      >
        <Spinner className="size-6 text-primary-700" />
        Submitting...
      </div>
    </div>
  );
}
