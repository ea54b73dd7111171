import { Hono } from "hono";
import { storageBucket } from "@common/brand";
import type { AppEnv } from "../http/app-env";
import type { Logger } from "../logger";
import { StoragePathError, type Storage } from "./storage";

/** Public files are cached for an hour. */
const cacheControl = "public, max-age=3600";

// Types a browser may render in place; anything else downloads, so a stored HTML or SVG file
// can never run script on our origin.
const inline =
  /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf|video\/(mp4|webm)|audio\/(mpeg|ogg)|text\/plain)$/;

/**
 * GET /storage/<public bucket>/<path>: the one bucket anyone may read, at a stable URL
 * (docs/product/data.md#data-we-keep). Every other bucket, resumes included, has no route at all.
 */
export function publicStorageRoutes(storage: Storage, logger: Logger) {
  const prefix = `/storage/${storageBucket}/`;
  return new Hono<AppEnv>().get(`${prefix}*`, async (c) => {
    try {
      const raw = new URL(c.req.url).pathname.slice(prefix.length);
      const path = raw.split("/").map(decodeURIComponent).join("/");
      const object = await storage.get(storageBucket, path);
      if (!object) return c.text("Not found", 404);
      const headers: Record<string, string> = {
        "Content-Type": inline.test(object.contentType)
          ? object.contentType
          : "application/octet-stream",
        "Cache-Control": cacheControl,
      };
      if (!inline.test(object.contentType)) headers["Content-Disposition"] = "attachment";
      return c.body(object.bytes, 200, headers);
    } catch (error) {
      if (error instanceof StoragePathError || error instanceof URIError) {
        return c.text("Not found", 404);
      }
      logger.error({ err: error, path: c.req.path }, "public storage read failed");
      return c.text("Storage is unavailable", 503);
    }
  });
}
