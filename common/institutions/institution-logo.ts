import { storageBucket } from "../brand";

/**
 * Where an institution's logo is served: the public bucket's route (server/storage/public-files.ts),
 * which reads storage and answers with the stored picture's type, cached for an hour. The key is
 * a fresh name for every upload, so a replaced logo is never served from a stale cache.
 */
export const institutionLogoSrc = (logoKey: string) => `/storage/${storageBucket}/${logoKey}`;

/** The folder of the public bucket that holds the logos. */
export const institutionLogoFolder = "institutions";
