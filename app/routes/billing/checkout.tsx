import { redirect } from "react-router";
import { isPeriod, isTier } from "@common/plans";
import { hasCompleteProfile } from "@server/accounts/auth/session-user";
import {
  goToProvider,
  refuseWithToast,
  sendToCompleteProfile,
  sendToLogin,
} from "@server/billing/billing-answers";
import { BillingError, startCheckout } from "@server/billing/checkout";
import type { Route } from "./+types/checkout";

export const loader = () => redirect("/pricing");

/** Starts checkout: plan ('standard' | 'premium') and period; answers the checkout URL. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.sessionUser();
  if (!user) return sendToLogin(request);
  if (!hasCompleteProfile(user)) return sendToCompleteProfile(request);
  const form = await request.formData();
  const tier = form.get("plan");
  const period = form.get("period");
  const failed = (description: string) =>
    refuseWithToast(request, "/pricing", { type: "error", title: "Checkout failed", description });
  if (!isTier(tier) || !isPeriod(period))
    return failed("Please choose a plan and a billing period.");
  try {
    const url = await startCheckout(context.db, context.billing, user, { tier, period });
    return goToProvider(request, url);
  } catch (error) {
    if (error instanceof BillingError) return failed(error.message);
    context.logger.error({ err: error, reqId: context.requestId }, "checkout could not start");
    return failed("Failed to start checkout process.");
  }
}
