/** The local-storage signal that tells other tabs to re-check the subscription. */
export const paymentCallbackKey = "payment-success-callback";
export const paymentCallbackValue = "refresh-subscription";
/** When the signal was last set (ms since the epoch), for a tab that was not yet listening. */
export const paymentCallbackAtKey = "payment-success-callback-at";

/** Sets the key afresh, so tabs hear it even when an earlier signal was never cleared. */
export function announceSubscriptionChange() {
  try {
    window.localStorage.removeItem(paymentCallbackKey);
    window.localStorage.setItem(paymentCallbackAtKey, String(Date.now()));
    window.localStorage.setItem(paymentCallbackKey, paymentCallbackValue);
  } catch {
    // Storage can be unavailable (private modes, quotas); the other tab then refreshes on reload.
  }
}

/** Re-checks the subscription with the provider (POST /billing/subscription). */
export async function recheckSubscription() {
  await fetch("/billing/subscription", {
    method: "POST",
    headers: { accept: "application/json" },
  }).catch(() => undefined);
}

/**
 * Whether a signal is waiting that this document may not reflect: set after the document began
 * to load (its data may be older than the change) and not yet taken by a listening tab. A page
 * shown from the server before its scripts ran cannot hear the storage event.
 */
export function signalMissedWhileLoading() {
  try {
    if (window.localStorage.getItem(paymentCallbackKey) !== paymentCallbackValue) return false;
    const setAt = Number(window.localStorage.getItem(paymentCallbackAtKey));
    return Number.isFinite(setAt) && setAt >= performance.timeOrigin;
  } catch {
    return false;
  }
}
