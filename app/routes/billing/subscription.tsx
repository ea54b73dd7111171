import { checkSubscriptionResponse, toSubscriptionView } from "@common/billing/subscription-view";
import { refreshSubscription } from "@server/billing/refresh-subscription";
import { inactive } from "@common/billing/subscription-status";
import { subscriptionStatus } from "@server/billing/subscription-status";
import type { Route } from "./+types/subscription";

const signedOut = checkSubscriptionResponse(toSubscriptionView(inactive));

/** The signed-in user's subscription as our row has it (docs/product/billing.md#subscription-state). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.sessionUser();
  if (!user) return Response.json(signedOut);
  const status = await subscriptionStatus(context.db, user.id);
  return Response.json(checkSubscriptionResponse(toSubscriptionView(status)));
}

/** POST: re-check with the provider first (after checkout, on another tab's signal). */
export async function action({ context }: Route.ActionArgs) {
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
