import { notFound } from "@common/forms/action-answer";
import { normalizeCertificateNumber } from "@common/learning/certificate-number";
import type { Db } from "../../db/client";
import { findCertificateByNumber } from "./certificate-queries";

/**
 * The public verification page (docs/product/learning.md#certificates): confirms a real certificate and
 * answers anything else, a malformed number included, with a plain 404.
 */
export async function loadCertificateVerification(db: Db, numberParam: string) {
  const number = normalizeCertificateNumber(numberParam);
  const certificate = number ? await findCertificateByNumber(db, number) : null;
  if (!certificate) notFound();
  return { state: "verified" as const, certificate };
}
