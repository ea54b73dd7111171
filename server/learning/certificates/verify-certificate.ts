import { notFound } from "@common/forms/action-answer";
import { normalizeCertificateNumber } from "@common/learning/certificate-number";
import type { Db } from "../../db/client";
import { findCertificateByNumber, findRenewedCertificateByNumber } from "./certificate-queries";

/**
 * The public verification page (docs/product/learning.md#certificates): confirms a real certificate,
 * one a renewal replaced included (saying so, with the number that replaced it), and answers
 * anything else, a malformed number included, with a plain 404. Two statements at most.
 */
export async function loadCertificateVerification(db: Db, numberParam: string) {
  const number = normalizeCertificateNumber(numberParam);
  if (!number) notFound();
  const certificate = await findCertificateByNumber(db, number);
  if (certificate) return { state: "verified" as const, certificate, renewal: null };
  // A renewal re-issued it under a new number: the old one stays true of its day.
  const renewed = await findRenewedCertificateByNumber(db, number);
  if (!renewed) notFound();
  const { renewedAt, currentNumber } = renewed;
  return {
    state: "verified" as const,
    certificate: renewed.certificate,
    renewal: { renewedAt, currentNumber },
  };
}
