import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";

export { toast } from "sonner";

/** Render once in the root layout. Colours come from app.css so they meet AA. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
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
