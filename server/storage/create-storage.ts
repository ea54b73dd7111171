import { join, resolve } from "node:path";
import { createLocalStorage } from "./local-storage";
import { createS3Storage, type S3Settings } from "./s3-storage";
import type { Storage } from "./storage";

/** Where local storage keeps its files. */
export const localStorageDir = (dataDir: string) => join(resolve(dataDir), "storage");

/** S3-compatible storage when it is configured, else files under DATA_DIR/storage. */
export function createStorage(options: { s3: S3Settings | undefined; dataDir: string }): Storage {
  return options.s3
    ? createS3Storage(options.s3)
    : createLocalStorage(localStorageDir(options.dataDir));
}
