/** A stored object's bytes and how to serve them. */
export type StoredObject = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

export type StoredEntry = { path: string; size: number };

/**
 * Object storage by bucket and path, on local disk or an S3-compatible service
 * (docs/decisions/0007-storage.md). Paths are relative, "/"-separated, and checked by
 * `assertSafeObjectPath` before any implementation touches them.
 */
export type Storage = {
  kind: "local" | "s3";
  /** Refuses to replace an existing object unless `upsert` is set. */
  put(
    bucket: string,
    path: string,
    bytes: Uint8Array,
    contentType: string,
    options?: { upsert?: boolean },
  ): Promise<void>;
  /** null when there is no such object. */
  get(bucket: string, path: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(bucket: string, path: string): Promise<void>;
  /** Objects under `prefix`, sorted by path, at most `limit` (default 100). */
  list(bucket: string, prefix?: string, limit?: number): Promise<StoredEntry[]>;
};

export class StoragePathError extends Error {
  override name = "StoragePathError";
}

export class StorageConflictError extends Error {
  override name = "StorageConflictError";
}

export const defaultListLimit = 100;

const bucketPattern = /^[a-z0-9][a-z0-9-]{1,62}$/;

export function assertSafeBucket(bucket: string) {
  if (!bucketPattern.test(bucket)) throw new StoragePathError(`Invalid bucket name: ${bucket}`);
}

/**
 * Object paths are relative and never climb out of their bucket: no "..", ".", empty
 * segments, leading "/", backslashes, control characters or NUL.
 */
export function assertSafeObjectPath(path: string) {
  const problem =
    path.length === 0 || path.length > 512
      ? "must be 1 to 512 characters"
      : hasControlOrBackslash(path)
        ? "must not contain control characters or backslashes"
        : path.split("/").some((segment) => segment === "" || segment === "." || segment === "..")
          ? "must be relative, without empty, '.' or '..' segments"
          : null;
  if (problem) throw new StoragePathError(`Invalid object path (${problem})`);
}

/** A prefix for `list`: empty, or a safe path that may end in "/". */
export function assertSafePrefix(prefix: string) {
  if (prefix === "") return;
  assertSafeObjectPath(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

function hasControlOrBackslash(value: string) {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return true;
  }
  return false;
}
