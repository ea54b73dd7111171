import { randomUUID } from "node:crypto";
import { storageBucket } from "@common/brand";
import { institutionLogoFolder } from "@common/institutions/institution-logo";
import type { Logger } from "../../logger";
import type { Storage } from "../../storage/storage";
import type { ArticleImage } from "../articles/articles";

/** Stores an uploaded logo (checked by server/uploads/image-check.ts) under a new key. */
export async function storeLogo(storage: Storage, logo: ArticleImage) {
  const key = `${institutionLogoFolder}/${randomUUID()}${logo.extension}`;
  await storage.put(storageBucket, key, logo.bytes, logo.contentType);
  return key;
}

/**
 * Deletes a logo nothing points to any more: the one replaced or removed once the change is
 * committed, or the one just stored when the change was refused. A failure only leaves a file.
 */
export async function dropLogo(storage: Storage, logger: Logger, key: string | null | undefined) {
  if (!key) return;
  try {
    await storage.delete(storageBucket, key);
  } catch (error) {
    logger.warn({ err: error, key }, "an unused institution logo could not be deleted");
  }
}
