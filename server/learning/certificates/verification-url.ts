import { certificatePath } from "@common/learning/certificate-number";

/** The public address that confirms a certificate, to print, scan or share. */
export const verificationUrl = (appUrl: string, number: string) =>
  `${appUrl}${certificatePath(number)}`;
