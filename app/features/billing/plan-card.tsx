import type { FormEvent } from "react";
import { Check, Sparkles } from "lucide-react";
import { periodLabels, trialDays, type Period, type Plan } from "@common/plans";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

type Props = {
  plan: Plan;
  period: Period;
  featured?: boolean;
  /** What the call to action does for this person. */
  action: "checkout" | "portal";
  current: boolean;
  pending: boolean;
  /** Absent when signed out: the form then posts plainly and the server sends them to /login. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

export function PlanCard({ plan, period, featured, action, current, pending, onSubmit }: Props) {
  const headingId = `plan-${plan.tier}`;
  const { per } = periodLabels[period];
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col gap-6 rounded-3xl border bg-surface p-7 shadow-sm",
        featured ? "border-primary-700 shadow-lg ring-1 ring-primary-700" : "border-border",
      )}
    >
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-xl font-semibold">
            {plan.name}
          </h3>
          {current ? (
            <Badge variant="success">Your plan</Badge>
          ) : (
            featured && (
              <Badge variant="coming-soon">
                <Sparkles aria-hidden="true" />
                Most complete
              </Badge>
            )
          )}
        </div>
        <p className="text-sm text-muted">{plan.summary}</p>
      </header>
      <div className="grid gap-1">
        <p className="flex items-baseline gap-1.5">
          <span className="text-5xl font-bold tracking-tight">£{plan.price[period]}</span>
          <span className="text-muted">/{per}</span>
        </p>
        <p className="flex min-h-7 flex-wrap items-center gap-2 text-sm text-muted">
          {trialDays}-day free trial
          {period === "yearly" && <Badge variant="success">{plan.yearlySaving}</Badge>}
        </p>
      </div>
      <form
        method="post"
        action={action === "checkout" ? "/billing/checkout" : "/billing/portal"}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="plan" value={plan.tier} />
        <input type="hidden" name="period" value={period} />
        <Button
          type="submit"
          size="lg"
          variant={featured ? "primary" : "outline"}
          className="w-full"
          loading={pending}
          aria-describedby={headingId}
        >
          {pending
            ? "Processing..."
            : action === "checkout"
              ? `Choose ${plan.name}`
              : "Manage subscription"}
        </Button>
      </form>
      <ul className="grid gap-3 text-sm" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
