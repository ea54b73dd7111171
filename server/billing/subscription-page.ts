import { checkSubscriptionResponse, toSubscriptionView } from "@common/billing/subscription-view";
import { refreshSubscription } from "./refresh-subscription";
import { inactive } from "@common/billing/subscription-status";
import { subscriptionStatus } from "./subscription-status";
import type { AppContext } from "../context";

const signedOut = checkSubscriptionResponse(toSubscriptionView(inactive));

/** The signed-in user's subscription as our row has it. */
export async function subscriptionAnswer(context: AppContext) {
  const user = await context.sessionUser();
  if (!user) return Response.json(signedOut);
  const status = await subscriptionStatus(context.db, user.id);
  return Response.json(checkSubscriptionResponse(toSubscriptionView(status)));
}

/** Re-checked with the provider first; a failed check is logged and the row stands. */
export async function subscriptionRecheck(context: AppContext) {
  const user = await context.sessionUser();
  if (!user) return Response.json(signedOut);
  try {
    const status = await refreshSubscription(context.db, context.billing, user.id);
    return Response.json(checkSubscriptionResponse(toSubscriptionView(status)));
  } catch (error) {
    // A failed check is logged only and the state stays as it was.
    context.logger.error({ err: error, reqId: context.requestId }, "subscription check failed");
    const status = await subscriptionStatus(context.db, user.id);
    return Response.json(checkSubscriptionResponse(toSubscriptionView(status)));
  }
}
