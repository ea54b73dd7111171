import { data } from "react-router";
import { toSubscriptionView } from "@common/billing/subscription-view";
import { portalChangeSchema } from "@common/billing/plan-choice";
import { periodLabels, plans } from "@common/plans";
import { billingDepsOf } from "@server/billing/billing-deps";
import { BillingError } from "@server/billing/checkout";
import { subscriptionStatus } from "@server/billing/subscription-status";
import { changeTestSubscription, type PortalChange } from "@server/billing/test-mode-billing";
import { testModeUser } from "@server/billing/test-mode-guard";
import { readForm } from "@server/http/read-form";
import { TestPortal } from "~/features/billing/test-portal";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/test-portal";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Manage subscription", "Change plan, cancel or resume, in test mode."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await testModeUser(context, request);
  return { subscription: toSubscriptionView(await subscriptionStatus(context.db, user.id)) };
}

const done = {
  switch: (change: PortalChange & { kind: "switch" }) =>
    `You're now on ${plans[change.tier].name}, billed ${periodLabels[change.period].adjective.toLowerCase()}.`,
  cancel: () => "Your subscription will end at the close of the current period.",
  resume: () => "Your subscription will carry on as before.",
  advance: () => "The test clock moved to the end of the current period.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await testModeUser(context, request);
  const form = await readForm(request, portalChangeSchema);
  const refuse = (description: string, status = 400) =>
    data(
      { toast: { type: "error" as const, title: "Subscription not changed", description } },
      { status },
    );
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
    return refuse("Something went wrong. Please try again.");
  }
  const description = change.kind === "switch" ? done.switch(change) : done[change.kind]();
  return { toast: { type: "success" as const, title: "Subscription updated", description } };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  return <TestPortal subscription={loaderData.subscription} changed={actionData} />;
}
