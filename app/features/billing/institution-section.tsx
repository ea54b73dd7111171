import { Mail } from "lucide-react";
import { brand } from "@common/brand";
import { InstitutionEnquiryForm, type EnquiryResult } from "./institution-enquiry-form";

type Props = { salesEmail: string; result: EnquiryResult | undefined };

/** The enquiry form beside the contact-sales email link (docs/product/billing.md#pricing). */
export function InstitutionSection({ salesEmail, result }: Props) {
  return (
    <section
      id="institution-enquiry"
      aria-labelledby="enquiry-heading"
      className="grid scroll-mt-24 gap-10 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_1.4fr]"
    >
      <div className="grid content-start gap-4">
        <h2 id="enquiry-heading" className="text-3xl font-semibold tracking-tight">
          {brand.name} for your institution
        </h2>
        <p className="text-muted">
          Give a whole cohort the same realistic practice, with modules shaped around your
          curriculum, one place to manage learners, and reporting your educators can act on.
        </p>
        <p className="text-muted">
          Tell us a little about your team and we will put together a plan, including group licences
          and volume pricing.
        </p>
        <p className="mt-2 flex items-start gap-3 rounded-xl bg-primary-50 p-4 text-sm">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <span className="grid gap-0.5">
            Prefer email? Contact sales at
            <a
              href={`mailto:${salesEmail}`}
              className="justify-self-start rounded font-semibold break-all text-primary-700 underline underline-offset-4 focus-ring"
            >
              {salesEmail}
            </a>
          </span>
        </p>
      </div>
      <InstitutionEnquiryForm result={result} />
    </section>
  );
}
