/**
 * Certificate numbers (docs/product/learning.md#certificates): "CLN-" and four groups of four characters
 * of Crockford's base 32 (no I, L, O or U, which are read as 1, 1, 0 and V), 80 random bits in
 * all: nobody can guess another's number, and a person can read one out over the phone.
 */
export const certificateAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const certificatePrefix = "CLN";
const shape =
  /^CLN-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The number as stored, from what someone typed or scanned; null when it cannot be one. */
export function normalizeCertificateNumber(input: string) {
  const number = input.trim().toUpperCase();
  return shape.test(number) ? number : null;
}

/** The public page that confirms a certificate. */
export const certificatePath = (number: string) => `/certificates/${number}`;
