import { redirect } from "react-router";
import { checkoutAction } from "@server/billing/checkout-page";
import type { Route } from "./+types/checkout";

export const loader = () => redirect("/pricing");

/** Starts checkout: plan ('standard' | 'premium') and period; answers the checkout URL. */
export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}
