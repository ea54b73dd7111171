import { formatBillingDate } from "../billing/format-date";
import { formatActiveTime } from "./cpd-hours";

/** What a certificate keeps of the evidence it was awarded on; older ones lack the newer columns. */
export type CertificateEvidence = {
  score: number;
  assessedAt: Date | string | null;
  practiceScore: number | null;
  practisedAt: Date | string | null;
  activeMinutes: number | null;
};

/**
 * The evidence a certificate states (docs/product/learning.md#certificates), for its PDF and its
 * public verification page alike: the assessment score and date, the practice score and date
 * where the course has practice, and the study time measured. A certificate awarded before these
 * were kept shows what it has: its score.
 */
export function certificateEvidenceLines(certificate: CertificateEvidence) {
  const on = (date: Date | string | null) => (date ? ` on ${formatBillingDate(date)}` : "");
  const lines = [
    {
      label: "Assessment",
      value: `Passed with ${certificate.score}%${on(certificate.assessedAt)}`,
    },
  ];
  if (certificate.practiceScore !== null) {
    lines.push({
      label: "Practice session",
      value: `Passed with ${certificate.practiceScore} out of 100${on(certificate.practisedAt)}`,
    });
  }
  if (certificate.activeMinutes !== null) {
    lines.push({
      label: "Active time measured",
      value: formatActiveTime(certificate.activeMinutes),
    });
  }
  return lines;
}
