import { CreditCard } from "lucide-react";
import { periodLabels, plans } from "@common/plans";
import { nextStep, statusLabel, type SubscriptionView } from "@common/billing/subscription-view";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useProviderPage } from "./use-provider-page";

const badgeFor: Record<string, BadgeProps["variant"]> = {
  trialing: "default",
  active: "success",
  past_due: "warning",
  unpaid: "warning",
};

/**
 * "Your plan": the current plan, trial or renewal date, and 'Manage subscription', which
 * opens the customer portal in a new tab. For the pricing page and the dashboard.
 */
export function PlanSummary({
  subscription,
  manage = true,
  className,
}: {
  subscription: SubscriptionView;
  /** The test portal shows the summary without a way back into itself. */
  manage?: boolean;
  className?: string;
}) {
  const { pendingKey, submit } = useProviderPage({
    type: "error",
    title: "Portal access failed",
    description: "Failed to open customer portal.",
  });
  const { tier, period, status } = subscription;
  const planName = tier
    ? `${plans[tier].name}${period ? ` · ${periodLabels[period].adjective}` : ""}`
    : "No plan yet";
  const next = nextStep(subscription);

  return (
    <section
      aria-labelledby="your-plan-heading"
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-primary-700 text-white">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="your-plan-heading" className="text-sm font-semibold text-primary-800">
            Your plan
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {planName}
            <Badge variant={badgeFor[status] ?? "secondary"}>{statusLabel(status)}</Badge>
          </p>
          {next && <p className="text-sm text-muted">{next}</p>}
        </div>
      </div>
      {manage && status !== "canceled" && (
        <form method="post" action="/billing/portal" onSubmit={submit("portal")}>
          <Button type="submit" variant="outline" loading={pendingKey === "portal"}>
            {pendingKey === "portal" ? "Opening portal..." : "Manage subscription"}
          </Button>
        </form>
      )}
    </section>
  );
}
