import { Alert } from "~/components/ui/alert";
import { useRootData } from "~/lib/root-data";

/**
 * Toasts need JavaScript. When the server flashed the toast named `title` (after a form's
 * redirect), browsers without JavaScript see the same words here instead.
 */
export function FlashFallback({ title, className }: { title: string; className?: string }) {
  const flash = useRootData()?.toast;
  if (!flash || flash.title !== title) return null;
  return (
    <noscript>
      <Alert
        role="status"
        variant={flash.type === "success" ? "success" : "danger"}
        title={flash.title}
        className={className}
      >
        {flash.description}
      </Alert>
    </noscript>
  );
}
