import type { CompletionValidityView } from "@common/learning/completion-validity";
import { formatDate } from "~/lib/format-date-time";
import { ValidityNotice } from "./validity-notice";

export type CertificateRenewals = {
  slug: string;
  title: string;
  number: string;
  awardedAt: string;
  validity: CompletionValidityView | null;
  earlier: {
    certificateNumber: string | null;
    awardedAt: string | null;
    score: number | null;
    renewedAt: string;
  }[];
}[];

/**
 * The learning record's certificates that expire, with their validity and Renew, and the
 * earlier completions kept when they were renewed (docs/product/institutions.md#renewal).
 */
export function CertificateRenewalsSection({ renewals }: { renewals: CertificateRenewals }) {
  if (renewals.length === 0) return null;
  return (
    <section aria-labelledby="renewals-heading" className="grid gap-4">
      <h2 id="renewals-heading" className="text-xl font-semibold">
        Certificates that expire
      </h2>
      <ul className="grid gap-4">
        {renewals.map((certificate) => (
          <li
            key={certificate.slug}
            className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold">{certificate.title}</h3>
            <p className="text-sm text-muted">
              {`Certificate ${certificate.number}, awarded on ${formatDate(certificate.awardedAt)}`}
            </p>
            {certificate.validity && (
              <ValidityNotice courseSlug={certificate.slug} validity={certificate.validity} />
            )}
            {certificate.earlier.length > 0 && (
              <div className="grid gap-1 text-sm">
                <h4 className="font-medium">Earlier completions</h4>
                <ul className="grid gap-1 text-muted">
                  {certificate.earlier.map((earlier) => (
                    <li key={earlier.renewedAt}>
                      {[
                        earlier.awardedAt
                          ? `Completed on ${formatDate(earlier.awardedAt)}`
                          : "Completed",
                        earlier.certificateNumber
                          ? `certificate ${earlier.certificateNumber}`
                          : null,
                        earlier.score !== null ? `score ${earlier.score}%` : null,
                        `renewed on ${formatDate(earlier.renewedAt)}`,
                      ]
                        .filter(Boolean)
                        .join(", ")}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
