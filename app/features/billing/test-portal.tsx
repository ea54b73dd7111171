import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { brand } from "@common/brand";
import { formatBillingDate } from "@common/billing/format-date";
import type { SubscriptionView } from "@common/billing/subscription-view";
import type { ActionAnswer } from "@common/forms/action-answer";
import { announceSubscriptionChange } from "~/components/billing/payment-callback";
import { PlanSummary } from "~/components/billing/plan-summary";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { PlanSwitcher } from "./plan-switcher";
import { TestModeBanner } from "./test-mode-banner";

type Props = { subscription: SubscriptionView; changed: ActionAnswer | undefined };

/** Test mode's stand-in for the Stripe customer portal. */
export function TestPortal({ subscription, changed }: Props) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const canChange = subscription.status !== "canceled" && subscription.status !== "inactive";
  const periodEnd = subscription.currentPeriodEnd
    ? formatBillingDate(subscription.currentPeriodEnd)
    : "the end of the period";

  // Tell the tab this portal was opened from to show the new state.
  useEffect(() => {
    if (changed?.toast?.type === "success") announceSubscriptionChange();
  }, [changed]);

  return (
    <Container size="md" className="grid gap-8 py-12 sm:py-16">
      <header className="grid gap-4">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Manage subscription</h1>
        <TestModeBanner />
      </header>
      <PlanSummary subscription={subscription} manage={false} />
      {!canChange ? (
        <p className="text-muted">
          There is nothing to change yet.{" "}
          <Link
            to="/pricing"
            className="font-semibold text-primary-700 underline underline-offset-4 focus-ring"
          >
            Choose a plan
          </Link>{" "}
          to start one.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <PlanSwitcher subscription={subscription} busy={busyIntent === "switch"} />
          <div className="grid content-start gap-6">
            <section
              aria-labelledby="cancel-heading"
              className="grid gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm"
            >
              <h2 id="cancel-heading" className="text-lg font-semibold">
                {subscription.cancelAtPeriodEnd ? "Resume subscription" : "Cancel subscription"}
              </h2>
              <p className="text-sm text-muted">
                {subscription.cancelAtPeriodEnd
                  ? `Your subscription ends on ${periodEnd}. Resume it to keep learning without a break.`
                  : `You keep full access until ${periodEnd}, and you won't be charged again.`}
              </p>
              <Form method="post">
                <input
                  type="hidden"
                  name="intent"
                  value={subscription.cancelAtPeriodEnd ? "resume" : "cancel"}
                />
                <Button
                  type="submit"
                  variant={subscription.cancelAtPeriodEnd ? "primary" : "destructive"}
                  loading={busyIntent === "cancel" || busyIntent === "resume"}
                >
                  {subscription.cancelAtPeriodEnd ? "Resume subscription" : "Cancel subscription"}
                </Button>
              </Form>
            </section>
            <section
              aria-labelledby="clock-heading"
              className="grid gap-3 rounded-2xl border border-dashed border-border-strong bg-canvas p-6"
            >
              <h2 id="clock-heading" className="text-lg font-semibold">
                Test clock
              </h2>
              <p className="text-sm text-muted">
                Jump to the end of the current period to see what happens next: a trial becomes a
                paid plan, a plan renews, or a canceled plan ends.
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="advance" />
                <Button type="submit" variant="outline" loading={busyIntent === "advance"}>
                  Advance to the end of the period
                </Button>
              </Form>
            </section>
          </div>
        </div>
      )}
      <Link
        to="/dashboard"
        className="justify-self-start rounded font-medium text-primary-700 underline-offset-4 focus-ring hover:underline"
      >
        Return to {brand.name}
      </Link>
    </Container>
  );
}
