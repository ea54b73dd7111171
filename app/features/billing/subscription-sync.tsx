import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  announceSubscriptionChange,
  paymentCallbackKey,
  paymentCallbackValue,
  recheckSubscription,
  signalMissedWhileLoading,
} from "~/components/billing/payment-callback";

/** Both delays are one second (docs/product/constants.md#constants). */
const refreshDelayMs = 1000;

/**
 * Mounted once in the root (docs/product/billing.md#subscription-state): (1) when another tab sets
 * `payment-success-callback`, remove it, re-check after 1 s and reload; (2) on
 * /dashboard?session_id=… (back from checkout) or ?portal=return (back from Stripe's portal),
 * re-check after 1 s, clean the address to /dashboard, and tell the other tabs.
 */
export function SubscriptionSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const returningFromCheckout =
    location.pathname === "/dashboard" &&
    (params.has("session_id") || params.get("portal") === "return");

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      window.localStorage.removeItem(paymentCallbackKey);
      clearTimeout(timer);
      timer = setTimeout(async () => {
        await recheckSubscription();
        window.location.reload();
      }, refreshDelayMs);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === paymentCallbackKey && event.newValue === paymentCallbackValue) refresh();
    };
    window.addEventListener("storage", onStorage);
    if (signalMissedWhileLoading()) refresh();
    return () => {
      window.removeEventListener("storage", onStorage);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!returningFromCheckout) return;
    // The learner may have moved on while the re-check was under way (a slow provider): the
    // address is then theirs, and a late navigation would pull them back to the dashboard.
    let movedOn = false;
    const timer = setTimeout(async () => {
      await recheckSubscription();
      announceSubscriptionChange();
      // A navigation runs the loaders again, so the page shows the fresh state.
      if (!movedOn) await navigate("/dashboard", { replace: true });
    }, refreshDelayMs);
    return () => {
      movedOn = true;
      clearTimeout(timer);
    };
  }, [returningFromCheckout, navigate]);

  return null;
}
