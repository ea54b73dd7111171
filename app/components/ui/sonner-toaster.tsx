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
  useEffect(dismissToastsOverFocus, []);
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

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * WCAG 2.2 focus not obscured (2.4.11): a toast never hides what has keyboard focus. When focus
 * lands under a toast (checked again once a smooth scroll ends), the toasts are dismissed.
 */
function dismissToastsOverFocus() {
  const check = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest("[data-sonner-toaster]")) return;
    const place = focused.getBoundingClientRect();
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
    if (toasts.some((shown) => overlaps(shown.getBoundingClientRect(), place))) toast.dismiss();
  };
  const onFocus = () => requestAnimationFrame(check);
  document.addEventListener("focusin", onFocus);
  document.addEventListener("scrollend", check);
  return () => {
    document.removeEventListener("focusin", onFocus);
    document.removeEventListener("scrollend", check);
  };
}
