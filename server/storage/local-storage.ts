import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import {
  assertSafeBucket,
  assertSafeObjectPath,
  assertSafePrefix,
  defaultListLimit,
  StorageConflictError,
  StoragePathError,
  type Storage,
  type StoredEntry,
} from "./storage";

// Content types live beside the tree, under a name no bucket can take (buckets start [a-z0-9]).
const metaDir = ".meta";

/** Files under `rootDir/<bucket>/<path>`, content types under `rootDir/.meta/<bucket>/`. */
export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir);

  function locate(bucket: string, path: string) {
    assertSafeBucket(bucket);
    assertSafeObjectPath(path);
    const bucketDir = join(root, bucket);
    const file = resolve(bucketDir, path);
    // Belt and braces: the checks above already make escaping impossible.
    if (!file.startsWith(bucketDir + sep)) throw new StoragePathError("Path escapes its bucket");
    return { file, meta: join(root, metaDir, bucket, `${path}.json`) };
  }

  return {
    kind: "local",
    async put(bucket, path, bytes, contentType, options) {
      const { file, meta } = locate(bucket, path);
      await mkdir(dirname(file), { recursive: true });
      await mkdir(dirname(meta), { recursive: true });
      try {
        await writeFile(file, bytes, { flag: options?.upsert ? "w" : "wx", mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") {
          throw new StorageConflictError(`${bucket}/${path} already exists`);
        }
        throw error;
      }
      await writeFile(meta, JSON.stringify({ contentType }), { mode: 0o600 });
    },

    async get(bucket, path) {
      const { file, meta } = locate(bucket, path);
      const bytes = await readFile(file).catch(ifMissing(null));
      if (!bytes) return null;
      const saved = await readFile(meta, "utf8").catch(ifMissing(null));
      const contentType = saved
        ? String(JSON.parse(saved).contentType)
        : "application/octet-stream";
      return { bytes: new Uint8Array(bytes), contentType };
    },

    async delete(bucket, path) {
      const { file, meta } = locate(bucket, path);
      await rm(file, { force: true });
      await rm(meta, { force: true });
    },

    async list(bucket, prefix = "", limit = defaultListLimit) {
      assertSafeBucket(bucket);
      assertSafePrefix(prefix);
      const bucketDir = join(root, bucket);
      const entries: StoredEntry[] = [];
      for (const file of await walk(bucketDir)) {
        const path = relative(bucketDir, file).split(sep).join("/");
        if (path.startsWith(prefix)) entries.push({ path, size: (await stat(file)).size });
      }
      return entries.sort((a, b) => (a.path < b.path ? -1 : 1)).slice(0, limit);
    },
  };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(ifMissing([]));
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

function ifMissing<T>(fallback: T) {
  return (error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "EISDIR" || error.code === "ENOTDIR") {
      return fallback;
    }
    throw error;
  };
}
