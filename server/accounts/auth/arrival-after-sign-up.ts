import type { FlashToast } from "@common/toast";
import type { SessionUser } from "./session-user";

/**
 * Where a new account lands once its address is confirmed, as the spec's sign-up lands
 * (docs/product/accounts.md#sign-up): a subscriber or a seat holder on the dashboard, everyone else on the
 * plans. Sign-up itself opens no session (decision 0046), so this happens at the link's return.
 */
export function arrivalAfterSignUp(user: SessionUser): { destination: string; toast: FlashToast } {
  const title = "Account created!";
  if (user.subscription.subscribed || user.seat) {
    return { destination: "/dashboard", toast: { type: "success", title } };
  }
  return {
    destination: "/pricing?from=signup",
    toast: {
      type: "success",
      title,
      description: "Please select a subscription plan to access the platform.",
    },
  };
}
