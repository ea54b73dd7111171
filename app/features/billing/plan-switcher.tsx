import { Form } from "react-router";
import type { SubscriptionView } from "@common/billing/subscription-view";
import { periodLabels, periods, planKey, plans, tiers } from "@common/plans";
import { Button } from "~/components/ui/button";

/** The four plans as radio buttons; works as a plain form before JavaScript loads. */
export function PlanSwitcher({
  subscription,
  busy,
}: {
  subscription: SubscriptionView;
  busy: boolean;
}) {
  const current =
    subscription.tier && subscription.period
      ? planKey(subscription.tier, subscription.period)
      : null;
  return (
    <section
      aria-labelledby="switch-heading"
      className="rounded-2xl border border-border bg-surface p-6 shadow-sm"
    >
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="switch" />
        <fieldset className="grid gap-3">
          <legend id="switch-heading" className="mb-3 text-lg font-semibold">
            Change plan
          </legend>
          {tiers.flatMap((tier) =>
            periods.map((period) => {
              const key = planKey(tier, period);
              return (
                <label
                  key={key}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 has-checked:border-primary-700 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-focus"
                >
                  <input
                    type="radio"
                    name="plan"
                    value={key}
                    defaultChecked={key === current}
                    className="size-4 accent-primary-700"
                  />
                  <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                    <span className="font-medium">
                      {plans[tier].name} · {periodLabels[period].adjective}
                      {key === current && (
                        <span className="ml-2 text-sm font-normal text-muted">(current)</span>
                      )}
                    </span>
                    <span className="text-muted">
                      £{plans[tier].price[period]} per {periodLabels[period].per}
                    </span>
                  </span>
                </label>
              );
            }),
          )}
        </fieldset>
        <Button type="submit" loading={busy} className="justify-self-start">
          Switch plan
        </Button>
      </Form>
    </section>
  );
}
