import { Check, Minus } from "lucide-react";
import { plans, standardFeatures } from "@common/plans";

const premiumOnly = ["Specific scenario bundles", "Certificate of completion", "Priority support"];

const Included = ({ yes }: { yes: boolean }) =>
  yes ? (
    <>
      <Check aria-hidden="true" className="mx-auto size-5 text-primary-700" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="mx-auto size-5 text-border-strong" />
      <span className="sr-only">Not included</span>
    </>
  );

/**
 * What each tier unlocks (docs/product/billing.md#plans): scenario bundles and the certificate are
 * Premium only.
 */
export function TierComparison() {
  const rows = [
    ...standardFeatures.map((feature) => ({ feature, standard: true })),
    ...premiumOnly.map((feature) => ({ feature, standard: false })),
  ];
  return (
    <section aria-labelledby="tiers-heading" className="grid min-w-0 gap-6">
      <div className="grid gap-2 text-center">
        <h2 id="tiers-heading" className="text-3xl font-semibold tracking-tight">
          What each plan unlocks
        </h2>
        <p className="mx-auto max-w-2xl text-muted">
          Both plans open every core course. Premium adds the specialist scenario bundles and a
          certificate of completion you can add to your portfolio and revalidation evidence.
        </p>
      </div>
      <div className="min-w-0 overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm">
        <table className="w-full min-w-[22rem] text-left text-sm">
          <caption className="sr-only">Features of the Standard and Premium plans</caption>
          <thead className="bg-canvas">
            <tr>
              <th scope="col" className="px-4 py-4 font-semibold sm:px-5">
                Feature
              </th>
              {[plans.standard.name, plans.premium.name].map((name) => (
                <th
                  key={name}
                  scope="col"
                  className="w-24 px-3 py-4 text-center font-semibold sm:w-32 sm:px-5"
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map(({ feature, standard }) => (
              <tr key={feature}>
                <th scope="row" className="px-4 py-3.5 font-normal sm:px-5">
                  {feature}
                </th>
                <td className="px-3 py-3.5 text-center sm:px-5">
                  <Included yes={standard} />
                </td>
                <td className="px-3 py-3.5 text-center sm:px-5">
                  <Included yes />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
