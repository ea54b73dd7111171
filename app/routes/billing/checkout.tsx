import { redirect } from "react-router";
import { isPeriod, isTier } from "@common/plans";
import { requireUser } from "@server/accounts/require-user";
import {
  authenticationRequired,
  goToProvider,
  refuseWithToast,
} from "@server/billing/billing-answers";
import { BillingError, startCheckout } from "@server/billing/checkout";
import { readForm } from "@server/http/read-form";
import { planChoiceSchema } from "@common/billing/plan-choice";
import type { Route } from "./+types/checkout";

export const loader = () => redirect("/pricing");

/** Starts checkout: plan ('standard' | 'premium') and period; answers the checkout URL. */
export async function action({ request, context }: Route.ActionArgs) {
  // Only signed-in people with their professional details subscribe (docs/product/billing.md#checkout).
  const user = await requireUser(context, request, {
    returnTo: "/pricing",
    signedOutToast: () => authenticationRequired,
  });
  const form = await readForm(request, planChoiceSchema);
  const tier = form.ok ? form.data.plan : null;
  const period = form.ok ? form.data.period : null;
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
