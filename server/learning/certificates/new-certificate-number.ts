import { randomBytes } from "node:crypto";
import { certificateAlphabet, certificatePrefix } from "@common/learning/certificate-number";

/** A fresh certificate number: 16 characters of 5 random bits each. */
export function newCertificateNumber() {
  const bytes = randomBytes(16);
  const characters = [...bytes].map((byte) => certificateAlphabet[byte & 31]);
  const groups = [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join(""));
  return [certificatePrefix, ...groups].join("-");
}
