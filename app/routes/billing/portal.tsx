import { portalAnswer } from "@server/billing/portal-page";
import type { Route } from "./+types/portal";

/** GET: straight to a fresh portal session (emails link here; portal links expire). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return portalAnswer(request, context);
}

/** The customer portal (docs/product/billing.md#customer-portal): no payload; answers the portal URL. */
export async function action({ request, context }: Route.ActionArgs) {
  return portalAnswer(request, context);
}
