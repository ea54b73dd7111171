import type { RefusalStatus } from "@common/forms/action-answer";
import { requireUser } from "../accounts/require-user";
import { authenticationRequired, goToProvider, refuseWithToast } from "./billing-answers";
import { BillingError, openPortal } from "./checkout";
import type { AppContext } from "../context";

/** A fresh portal session for the signed-in person: its address, or a toast. */
export async function portalAnswer(request: Request, context: AppContext) {
  const user = await requireUser(context, request, {
    profile: "any",
    returnTo: "/billing/portal",
    signedOutToast: () => authenticationRequired,
  });
  const failed = (description: string, status: RefusalStatus = 422) =>
    refuseWithToast(
      request,
      "/pricing",
      { type: "error", title: "Portal access failed", description },
      status,
    );
  try {
    return goToProvider(request, await openPortal(context.db, context.billing, user.id));
  } catch (error) {
    if (error instanceof BillingError) return failed(error.message);
    context.logger.error({ err: error, reqId: context.requestId }, "portal could not open");
    return failed("Failed to open customer portal.", 500);
  }
}
