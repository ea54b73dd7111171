import { useEffect, type ComponentProps } from "react";
import { Toaster, toast } from "sonner";

/**
 * Sonner itself, loaded on the first toast (see `toaster.tsx`). Its colours come from
 * app/styles/toaster.css so they meet AA.
 */
export default function SonnerToaster({
  onReady,
  ...props
}: ComponentProps<typeof Toaster> & { onReady: (show: typeof toast) => void }) {
  // Runs after sonner's own effects (children's effects run first), so it is listening by then.
  useEffect(() => onReady(toast), [onReady]);
  return (
    <Toaster
      position="top-right"
      theme="light"
      richColors
      closeButton
      // Clear the sticky site header so toasts never cover its account controls.
      offset={{ top: 88, right: 24 }}
      mobileOffset={{ top: 76, right: 16, left: 16 }}
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast: "rounded-xl! border! shadow-lg! font-sans! text-sm! gap-3! py-4!",
          title: "font-semibold!",
          description: "text-ink/80!",
        },
      }}
      {...props}
    />
  );
}
