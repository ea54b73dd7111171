import type { RefusalStatus } from "@common/forms/action-answer";
import { isPeriod, isTier } from "@common/plans";
import { requireUser } from "../accounts/require-user";
import { authenticationRequired, goToProvider, refuseWithToast } from "./billing-answers";
import { BillingError, startCheckout } from "./checkout";
import { readForm } from "../http/read-form";
import { planChoiceSchema } from "@common/billing/plan-choice";
import type { AppContext } from "../context";

/** Starts checkout for the signed-in person: the provider's address, or a toast. */
export async function checkoutAction(request: Request, context: AppContext) {
  // Only signed-in people with their professional details subscribe (docs/product/billing.md#checkout).
  const user = await requireUser(context, request, {
    returnTo: "/pricing",
    signedOutToast: () => authenticationRequired,
  });
  const form = await readForm(request, planChoiceSchema);
  const tier = form.ok ? form.data.plan : null;
  const period = form.ok ? form.data.period : null;
  const failed = (description: string, status: RefusalStatus = 422) =>
    refuseWithToast(
      request,
      "/pricing",
      { type: "error", title: "Checkout failed", description },
      status,
    );
  if (!isTier(tier) || !isPeriod(period))
    return failed("Please choose a plan and a billing period.", 400);
  try {
    const url = await startCheckout(context.db, context.billing, user, { tier, period });
    return goToProvider(request, url);
  } catch (error) {
    if (error instanceof BillingError) return failed(error.message);
    context.logger.error({ err: error, reqId: context.requestId }, "checkout could not start");
    return failed("Failed to start checkout process.", 500);
  }
}
