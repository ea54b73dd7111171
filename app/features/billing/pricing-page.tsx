import { useState } from "react";
import { PartyPopper } from "lucide-react";
import { isLiveStatus } from "@common/billing/subscription-states";
import type { SubscriptionView } from "@common/billing/subscription-view";
import { plans, trialDays, type Period } from "@common/plans";
import { PlanSummary } from "~/components/billing/plan-summary";
import { useProviderPage } from "~/components/billing/use-provider-page";
import { PartnerStrip } from "~/components/marketing/partner-strip";
import { Container } from "~/components/ui/container";
import { InstitutionCard } from "./institution-card";
import { InstitutionSection } from "./institution-section";
import type { EnquiryResult } from "./institution-enquiry-form";
import { PeriodSwitch } from "./period-switch";
import { PlanCard } from "./plan-card";
import { ScenariosBox } from "./scenarios-box";
import { TierComparison } from "./tier-comparison";

const checkoutFailed = {
  type: "error",
  title: "Checkout failed",
  description: "Failed to start checkout process.",
} as const;
const portalFailed = {
  type: "error",
  title: "Portal access failed",
  description: "Failed to open customer portal.",
} as const;

type Props = {
  period: Period;
  fromSignup: boolean;
  signedIn: boolean;
  subscription: SubscriptionView | null;
  salesEmail: string;
  enquiry: EnquiryResult | undefined;
};

export function PricingPage({
  period: loaded,
  fromSignup,
  signedIn,
  subscription,
  salesEmail,
  enquiry,
}: Props) {
  // The switch changes the period in place; a new period from the address (a link) wins.
  const [choice, setChoice] = useState({ loaded, period: loaded });
  const period = choice.loaded === loaded ? choice.period : loaded;
  const live = subscription ? isLiveStatus(subscription.status) : false;
  const { pendingKey, submit } = useProviderPage(live ? portalFailed : checkoutFailed);
  const hrefFor = (next: Period) => {
    const query = new URLSearchParams();
    if (fromSignup) query.set("from", "signup");
    if (next === "yearly") query.set("period", "yearly");
    return query.size ? `?${query}` : "/pricing";
  };

  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-canvas pt-12 pb-10 sm:pt-16">
        <Container className="grid justify-items-center gap-6 text-center">
          {fromSignup && (
            <p
              role="status"
              className="flex max-w-2xl items-center gap-3 rounded-2xl border border-primary-200 bg-surface px-5 py-3 text-left font-medium text-primary-800 shadow-xs"
            >
              <PartyPopper aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
              Account created successfully! Now choose your plan to start your VR training journey.
            </p>
          )}
          <p className="text-sm font-semibold tracking-wider text-primary-700 uppercase">Pricing</p>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Practise until it feels like second nature
          </h1>
          <p className="max-w-2xl text-lg text-muted">
            Every plan starts with a {trialDays}-day free trial. Cancel before it ends and you
            won&apos;t pay a penny.
          </p>
          {subscription && subscription.status !== "inactive" && (
            <PlanSummary subscription={subscription} className="w-full max-w-3xl text-left" />
          )}
          <PeriodSwitch
            period={period}
            hrefFor={hrefFor}
            onChange={(next) => {
              setChoice({ loaded, period: next });
              window.history.replaceState(window.history.state, "", hrefFor(next));
            }}
          />
        </Container>
      </section>
      <Container className="grid gap-20 pb-20">
        <section aria-labelledby="plans-heading" className="grid gap-6">
          <h2 id="plans-heading" className="sr-only">
            Plans
          </h2>
          <div className="grid gap-6 lg:grid-cols-3">
            {(["standard", "premium"] as const).map((tier) => (
              <PlanCard
                key={tier}
                plan={plans[tier]}
                period={period}
                featured={tier === "premium"}
                action={live ? "portal" : "checkout"}
                current={live && subscription?.tier === tier}
                pending={pendingKey === tier}
                onSubmit={signedIn ? submit(tier) : undefined}
              />
            ))}
            <InstitutionCard />
          </div>
        </section>
        <TierComparison />
        <ScenariosBox />
        <PartnerStrip />
        <InstitutionSection salesEmail={salesEmail} result={enquiry} />
      </Container>
    </>
  );
}
