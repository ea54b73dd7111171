import { answerDone, answerRefused, type RefusalStatus } from "@common/forms/action-answer";
import { toSubscriptionView } from "@common/billing/subscription-view";
import { portalChangeSchema } from "@common/billing/plan-choice";
import { periodLabels, plans } from "@common/plans";
import { billingDepsOf } from "./billing-deps";
import { BillingError } from "./checkout";
import { subscriptionStatus } from "./subscription-status";
import { changeTestSubscription, type PortalChange } from "./test-mode-billing";
import { testModeUser } from "./test-mode-guard";
import { readForm } from "../http/read-form";
import type { AppContext } from "../context";

const done = {
  switch: (change: PortalChange & { kind: "switch" }) =>
    `You're now on ${plans[change.tier].name}, billed ${periodLabels[change.period].adjective.toLowerCase()}.`,
  cancel: () => "Your subscription will end at the close of the current period.",
  resume: () => "Your subscription will carry on as before.",
  advance: () => "The test clock moved to the end of the current period.",
};

/** The test portal: the signed-in person's subscription. */
export async function testPortalPage(request: Request, context: AppContext) {
  const user = await testModeUser(context, request);
  return { subscription: toSubscriptionView(await subscriptionStatus(context.db, user.id)) };
}

/** A change in test mode: switch, cancel, resume, or the clock moved on. */
export async function testPortalAction(request: Request, context: AppContext) {
  const user = await testModeUser(context, request);
  const form = await readForm(request, portalChangeSchema);
  const refuse = (description: string, status: RefusalStatus = 422) =>
    answerRefused({}, form.values, {
      status,
      toast: { type: "error", title: "Subscription not changed", description },
    });
  if (!form.ok) {
    const message = form.reason === "invalid" ? "Please choose what to change." : form.firstError;
    return refuse(message, form.status);
  }
  const change: PortalChange = form.data;
  try {
    await changeTestSubscription(billingDepsOf(context), user.id, change);
  } catch (error) {
    if (error instanceof BillingError) return refuse(error.message);
    context.logger.error({ err: error, reqId: context.requestId }, "test portal change failed");
    return refuse("Something went wrong. Please try again.", 500);
  }
  const description = change.kind === "switch" ? done.switch(change) : done[change.kind]();
  return answerDone({}, { toast: { type: "success", title: "Subscription updated", description } });
}
