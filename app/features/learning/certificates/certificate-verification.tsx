import { Link } from "react-router";
import { BadgeCheck, SearchX } from "lucide-react";
import { brand } from "@common/brand";
import { formatBillingDate } from "@common/billing/format-date";
import { formatCpdHours } from "@common/learning/cpd-hours";
import {
  certificateEvidenceLines,
  type CertificateEvidence,
} from "@common/learning/certificate-evidence";
import { Container } from "~/components/ui/container";

type Verification =
  | {
      state: "verified";
      certificate: {
        number: string;
        holderName: string;
        courseTitle: string;
        cpdMinutes: number;
        awardedAt: Date | string;
      } & CertificateEvidence;
      /** Set when a renewal re-issued the certificate under another number. */
      renewal: { renewedAt: Date | string; currentNumber: string } | null;
    }
  | { state: "unknown"; number: string };

/** The public page that confirms a certificate of completion, or says plainly that none matches. */
export function CertificateVerification({ data }: { data: Verification }) {
  if (data.state === "unknown") {
    return (
      <Container className="grid max-w-2xl justify-items-center gap-4 py-20 text-center">
        <SearchX aria-hidden="true" className="size-12 text-muted" />
        <h1 className="text-3xl font-semibold">Certificate not found</h1>
        <p className="text-muted">
          No {brand.name} certificate has the number{" "}
          <span className="font-mono break-all text-ink">{data.number}</span>. Check it against the
          certificate: numbers look like CLN-7K2M-Q9XD-4HTP-B6RW.
        </p>
        <Link
          to="/"
          className="rounded font-semibold text-primary-700 underline underline-offset-4 focus-ring"
        >
          Go to the {brand.name} home page
        </Link>
      </Container>
    );
  }
  const { certificate, renewal } = data;
  return (
    <Container className="grid max-w-2xl gap-6 py-16">
      <div className="grid justify-items-center gap-3 text-center">
        <BadgeCheck aria-hidden="true" className="size-14 text-success" />
        <h1 className="text-3xl font-semibold">Certificate verified</h1>
        <p className="text-lg text-ink">
          <strong>{certificate.holderName}</strong> completed{" "}
          <strong>{certificate.courseTitle}</strong> on {brand.name} and passed its assessment.
        </p>
        {renewal && (
          <p className="rounded-lg bg-accent-soft px-4 py-3 text-ink">
            This certificate was renewed on {formatBillingDate(renewal.renewedAt)}. The current
            certificate is{" "}
            <Link
              to={`/certificates/${renewal.currentNumber}`}
              className="font-mono font-semibold break-all text-primary-700 underline underline-offset-4 focus-ring"
            >
              {renewal.currentNumber}
            </Link>
            .
          </p>
        )}
      </div>
      <dl className="grid gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Holder</dt>
          <dd className="font-medium">{certificate.holderName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Course</dt>
          <dd className="font-medium">{certificate.courseTitle}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Awarded on</dt>
          <dd className="font-medium">{formatBillingDate(certificate.awardedAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">CPD</dt>
          <dd className="font-medium">
            {formatCpdHours(certificate.cpdMinutes)} of self-directed learning
          </dd>
        </div>
        {certificateEvidenceLines(certificate).map((line) => (
          <div key={line.label}>
            <dt className="text-sm text-muted">{line.label}</dt>
            <dd className="font-medium">{line.value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted">Certificate number</dt>
          <dd className="font-mono font-medium break-all">{certificate.number}</dd>
        </div>
      </dl>
      <p className="text-center text-sm text-muted">
        {brand.name} confirms certificates while their holders keep their accounts. This page shows
        nothing else about the holder.
      </p>
    </Container>
  );
}
