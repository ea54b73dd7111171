import { requireUser } from "@server/accounts/require-user";
import {
  authenticationRequired,
  goToProvider,
  refuseWithToast,
} from "@server/billing/billing-answers";
import { BillingError, openPortal } from "@server/billing/checkout";
import type { Route } from "./+types/portal";

/** GET: straight to a fresh portal session (emails link here; portal links expire). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, context);
}

/** The customer portal (docs/product/billing.md#customer-portal): no payload; answers the portal URL. */
export async function action({ request, context }: Route.ActionArgs) {
  return answer(request, context);
}

async function answer(request: Request, context: Route.ActionArgs["context"]) {
  const user = await requireUser(context, request, {
    profile: "any",
    returnTo: "/billing/portal",
    signedOutToast: () => authenticationRequired,
  });
  const failed = (description: string) =>
    refuseWithToast(request, "/pricing", {
      type: "error",
      title: "Portal access failed",
      description,
    });
  try {
    return goToProvider(request, await openPortal(context.db, context.billing, user.id));
  } catch (error) {
    if (error instanceof BillingError) return failed(error.message);
    context.logger.error({ err: error, reqId: context.requestId }, "portal could not open");
    return failed("Failed to open customer portal.");
  }
}
