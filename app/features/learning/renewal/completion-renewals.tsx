import type { CompletionValidityView } from "@common/learning/completion-validity";
import { formatDate } from "~/lib/format-date-time";
import { ValidityNotice } from "./validity-notice";

export type CompletionRenewals = {
  slug: string;
  title: string;
  /** The certificate, when the learner holds one (Premium). */
  number: string | null;
  awardedAt: string | null;
  completedAt: string | null;
  validity: CompletionValidityView | null;
  earlier: {
    certificateNumber: string | null;
    awardedAt: string | null;
    score: number | null;
    renewedAt: string;
  }[];
}[];

/**
 * The learning record's completions that expire (certificate or not), with their validity and
 * Renew, and the earlier completions kept when they were renewed
 * (docs/product/institutions.md#renewal).
 */
export function CompletionRenewalsSection({ renewals }: { renewals: CompletionRenewals }) {
  if (renewals.length === 0) return null;
  return (
    <section aria-labelledby="renewals-heading" className="grid gap-4">
      <h2 id="renewals-heading" className="text-xl font-semibold">
        Completions that expire
      </h2>
      <ul className="grid gap-4">
        {renewals.map((completion) => (
          <li
            key={completion.slug}
            className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold">{completion.title}</h3>
            {completion.number && completion.awardedAt ? (
              <p className="text-sm text-muted">
                {`Certificate ${completion.number}, awarded on ${formatDate(completion.awardedAt)}`}
              </p>
            ) : (
              completion.completedAt && (
                <p className="text-sm text-muted">
                  {`Completed on ${formatDate(completion.completedAt)}`}
                </p>
              )
            )}
            {completion.validity && (
              <ValidityNotice courseSlug={completion.slug} validity={completion.validity} />
            )}
            {completion.earlier.length > 0 && (
              <div className="grid gap-1 text-sm">
                <h4 className="font-medium">Earlier completions</h4>
                <ul className="grid gap-1 text-muted">
                  {completion.earlier.map((earlier) => (
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
