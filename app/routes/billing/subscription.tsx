import { subscriptionAnswer, subscriptionRecheck } from "@server/billing/subscription-page";
import type { Route } from "./+types/subscription";

/** The signed-in user's subscription as our row has it (docs/product/billing.md#subscription-state). */
export async function loader({ context }: Route.LoaderArgs) {
  return subscriptionAnswer(context);
}

/** POST: re-check with the provider first (after checkout, on another tab's signal). */
export async function action({ context }: Route.ActionArgs) {
  return subscriptionRecheck(context);
}
