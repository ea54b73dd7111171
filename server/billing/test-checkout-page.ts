import { redirect } from "react-router";
import { answerRefused } from "@common/forms/action-answer";
import { isPeriod, isTier, planKey } from "@common/plans";
import { billingDepsOf } from "./billing-deps";
import { BillingError, subscriptionRow, trialDaysFor } from "./checkout";
import { isLiveStatus } from "@common/billing/subscription-states";
import { confirmTestCheckout } from "./test-mode-billing";
import { testModeUser } from "./test-mode-guard";
import type { AppContext } from "../context";

function chosenPlan(request: Request) {
  const params = new URL(request.url).searchParams;
  const tier = params.get("plan");
  const period = params.get("period");
  if (!isTier(tier) || !isPeriod(period)) throw redirect("/pricing");
  return { tier, period };
}

/** The test checkout: the plan chosen, the trial it starts. */
export async function testCheckoutPage(request: Request, context: AppContext) {
  const user = await testModeUser(context, request);
  const plan = chosenPlan(request);
  const row = await subscriptionRow(context.db, user.id);
  return {
    ...plan,
    email: user.email,
    trialDays: trialDaysFor(row),
    alreadySubscribed: row ? isLiveStatus(row.status) : false,
    today: new Date().toISOString(),
  };
}

/** Starts the subscription in test mode; no real payment is taken. */
export async function testCheckoutAction(request: Request, context: AppContext) {
  const user = await testModeUser(context, request);
  const plan = chosenPlan(request);
  try {
    const { sessionId } = await confirmTestCheckout(billingDepsOf(context), user, plan);
    context.logger.info(
      { userId: user.id, plan: planKey(plan.tier, plan.period) },
      "test checkout",
    );
    return redirect(`/dashboard?session_id=${sessionId}`);
  } catch (error) {
    const description =
      error instanceof BillingError ? error.message : "Failed to start checkout process.";
    if (!(error instanceof BillingError)) {
      context.logger.error({ err: error, reqId: context.requestId }, "test checkout failed");
    }
    const status = error instanceof BillingError ? 422 : 500;
    return answerRefused(
      {},
      {},
      { status, toast: { type: "error", title: "Checkout failed", description } },
    );
  }
}
