import type { FlashToast } from "@common/toast";
import { announceSubscriptionChange } from "./payment-callback";

type Answer = { url?: string; redirectTo?: string; toast?: FlashToast };

/**
 * Checkout and portal open in a new tab, after the signal is set (docs/product/billing.md#checkout).
 * The tab opens at once (inside the click, so browsers allow it) and is sent on when the server
 * answers.
 * Returns the toast to show when it failed, or null.
 */
export async function openProviderPage(
  endpoint: string,
  body: FormData,
  failure: FlashToast,
): Promise<FlashToast | null> {
  announceSubscriptionChange();
  const tab = window.open("", "_blank");
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    const answer = (await response.json()) as Answer;
    if (answer.url) {
      if (!tab) {
        window.location.assign(answer.url);
        return null;
      }
      tab.opener = null;
      tab.location.href = answer.url;
      return null;
    }
    tab?.close();
    if (answer.redirectTo) {
      window.location.assign(answer.redirectTo);
      return null;
    }
    return answer.toast ?? failure;
  } catch {
    tab?.close();
    return failure;
  }
}
