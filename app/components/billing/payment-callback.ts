/** The local-storage signal that tells other tabs to re-check the subscription. */
export const paymentCallbackKey = "payment-success-callback";
export const paymentCallbackValue = "refresh-subscription";

/** Sets the key afresh, so tabs hear it even when an earlier signal was never cleared. */
export function announceSubscriptionChange() {
  try {
    window.localStorage.removeItem(paymentCallbackKey);
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
