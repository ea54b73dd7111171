import { isIP, type BlockList } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is the IPv4 address. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

const isTrusted = (proxies: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? "ipv6" : "ipv4");
};

/** The socket's peer, or undefined for an in-process test request, which has no socket. */
function socketPeer(c: Context): string | undefined {
  try {
    return plain(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return undefined;
  }
}

/** Whether the request came straight from one of `TRUSTED_PROXIES`, whose forwarded headers count. */
export function isFromTrustedProxy(c: Context, proxies: BlockList): boolean {
  const peer = socketPeer(c);
  return peer !== undefined && isTrusted(proxies, peer);
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy. Then the
 * `X-Forwarded-For` chain is read from the right (each proxy appends the address it saw) and
 * the first hop that is not itself a trusted proxy is the client; anything a client wrote to
 * the left of it is ignored, so a forged header gains nothing. In-process test requests have
 * no socket.
 */
export function clientIpOf(c: Context, proxies: BlockList): string {
  const peer = socketPeer(c);
  if (peer === undefined) return "in-process";
  if (!isTrusted(proxies, peer)) return peer;
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return peer;
    if (!isTrusted(proxies, hop)) return hop;
  }
  return hops[0] ?? peer;
}
