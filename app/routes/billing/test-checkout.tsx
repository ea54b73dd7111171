import { data, redirect } from "react-router";
import { isPeriod, isTier, planKey } from "@common/plans";
import { billingDepsOf } from "@server/billing/billing-deps";
import { BillingError, subscriptionRow, trialDaysFor } from "@server/billing/checkout";
import { isLiveStatus } from "@common/billing/subscription-states";
import { confirmTestCheckout } from "@server/billing/test-mode-billing";
import { testModeUser } from "@server/billing/test-mode-guard";
import { TestCheckout } from "~/features/billing/test-checkout";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/test-checkout";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Test checkout", `Start a subscription in test mode. No real payment is taken.`),
  { name: "robots", content: "noindex" },
];

function chosenPlan(request: Request) {
  const params = new URL(request.url).searchParams;
  const tier = params.get("plan");
  const period = params.get("period");
  if (!isTier(tier) || !isPeriod(period)) throw redirect("/pricing");
  return { tier, period };
}

export async function loader({ request, context }: Route.LoaderArgs) {
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

export async function action({ request, context }: Route.ActionArgs) {
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
    return data(
      { toast: { type: "error" as const, title: "Checkout failed", description } },
      { status: 400 },
    );
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  return <TestCheckout {...loaderData} />;
}
