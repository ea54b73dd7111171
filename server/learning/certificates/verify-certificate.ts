import { data } from "react-router";
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
  if (!certificate)
    return data({ state: "unknown" as const, number: numberParam }, { status: 404 });
  return { state: "verified" as const, certificate };
}
