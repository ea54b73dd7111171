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
      // Bottom left, where our pages put no actions: the top holds the account controls, the
      // email banner's resend button and Take Assessment; the bottom right, the pager's Next.
      position="bottom-left"
      theme="light"
      richColors
      closeButton
      offset={{ bottom: 24, left: 24 }}
      mobileOffset={{ bottom: 16, right: 16, left: 16 }}
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
