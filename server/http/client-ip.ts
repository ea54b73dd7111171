import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer address of the socket. In-process test requests have no socket. */
export function clientIpOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process";
  }
}
