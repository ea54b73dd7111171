import { Form, Link, useNavigation } from "react-router";
import { CalendarClock, Check, ShieldCheck } from "lucide-react";
import { brand } from "@common/brand";
import { formatBillingDate } from "@common/billing/format-date";
import { periodLabels, plans, type Period, type Tier } from "@common/plans";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { TestModeBanner } from "./test-mode-banner";

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const day = 24 * 60 * 60 * 1000;

type Props = {
  tier: Tier;
  period: Period;
  email: string;
  trialDays: number;
  alreadySubscribed: boolean;
  today: string;
};

/** Test mode's stand-in for Stripe Checkout: a summary and one button. */
export function TestCheckout({ tier, period, email, trialDays, alreadySubscribed, today }: Props) {
  const plan = plans[tier];
  const price = plan.price[period];
  const { per, adjective } = periodLabels[period];
  const firstCharge = new Date(new Date(today).getTime() + trialDays * day);
  const busy = useNavigation().state === "submitting";

  return (
    <Container size="md" className="grid gap-8 py-12 sm:py-16">
      <header className="grid gap-4">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Checkout</h1>
        <TestModeBanner />
      </header>
      <div className="grid gap-6 md:grid-cols-[1.2fr_1fr]">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl border border-border bg-surface p-6 shadow-sm"
        >
          <h2 id="summary-heading" className="text-sm font-semibold text-muted">
            Order summary
          </h2>
          <p className="mt-2 text-2xl font-semibold">
            {brand.name} {plan.name}
          </p>
          <p className="text-muted">{adjective} billing</p>
          <ul className="mt-5 grid gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                {feature}
              </li>
            ))}
          </ul>
          <dl className="mt-6 grid gap-3 border-t border-border pt-5 text-sm">
            {trialDays > 0 && (
              <div className="flex justify-between gap-4">
                <dt>Free trial</dt>
                <dd className="font-semibold">{trialDays} days</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 text-base">
              <dt className="font-semibold">Due today</dt>
              <dd className="font-semibold">{money.format(trialDays > 0 ? 0 : price)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-muted">
              <dt>Then</dt>
              <dd>
                {money.format(price)} per {per}
                {trialDays > 0 && `, from ${formatBillingDate(firstCharge)}`}
              </dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="confirm-heading"
          className="grid content-start gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm"
        >
          <h2 id="confirm-heading" className="text-lg font-semibold">
            {alreadySubscribed ? "You already have a plan" : "Confirm your subscription"}
          </h2>
          {alreadySubscribed ? (
            <>
              <p className="text-muted">
                You can switch between plans in your subscription settings instead.
              </p>
              <Button asChild variant="outline">
                <Link to="/billing/test-portal">Manage subscription</Link>
              </Button>
            </>
          ) : (
            <Form method="post" className="grid gap-4">
              <p className="text-sm text-muted">
                Signed in as <span className="font-medium text-ink">{email}</span>
              </p>
              <p className="flex gap-2 text-sm text-muted">
                {trialDays > 0 ? (
                  <CalendarClock
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-primary-700"
                  />
                ) : (
                  <ShieldCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-primary-700"
                  />
                )}
                {trialDays > 0
                  ? "Cancel before your trial ends and you won't be charged."
                  : "Cancel at any time; you keep access until the end of the period."}
              </p>
              <Button type="submit" size="lg" loading={busy}>
                {busy ? "Processing..." : trialDays > 0 ? "Start free trial" : "Subscribe"}
              </Button>
            </Form>
          )}
          <Link
            to="/pricing"
            className="justify-self-center rounded text-sm font-medium text-primary-700 underline-offset-4 focus-ring hover:underline"
          >
            Cancel and return to pricing
          </Link>
        </section>
      </div>
    </Container>
  );
}
