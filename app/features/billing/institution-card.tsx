import { Building2, Check } from "lucide-react";
import { institutionFeatures } from "@common/plans";
import { Button } from "~/components/ui/button";

/** The third plan: custom pricing, through the enquiry form further down the page. */
export function InstitutionCard() {
  return (
    <article
      aria-labelledby="plan-institution"
      className="flex flex-col gap-6 rounded-3xl border border-primary-900 bg-primary-900 p-7 text-white shadow-sm"
    >
      <header className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="plan-institution" className="text-xl font-semibold text-white">
            Institution
          </h3>
          <Building2 aria-hidden="true" className="size-6 text-primary-300" />
        </div>
        <p className="text-sm text-primary-100">
          For universities, trusts and training centres bringing whole cohorts on board.
        </p>
      </header>
      <div className="grid gap-1">
        <p className="text-4xl font-bold tracking-tight sm:text-5xl">Custom</p>
        <p className="min-h-7 text-sm text-primary-100">Priced for your team and your goals</p>
      </div>
      <Button asChild size="lg" variant="secondary" className="w-full">
        <a href="#institution-enquiry">Contact sales</a>
      </Button>
      <ul className="grid gap-3 text-sm" aria-label="Institution plans include">
        {institutionFeatures.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-300" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
