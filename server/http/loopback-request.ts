import { isIPv4 } from "node:net";

/**
 * The socket's peer is this machine's loopback interface: 127.0.0.0/8, ::1, or an IPv4 loopback
 * address mapped into IPv6 (how a dual-stack listener sees 127.0.0.1). Anything else, including
 * the "in-process" and "page-cache" stand-ins `createApp` uses when there is no socket, is not.
 */
export function isLoopbackAddress(address: string): boolean {
  const ip = address.toLowerCase();
  if (ip === "::1" || ip === "0:0:0:0:0:0:0:1") return true;
  const v4 = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  return isIPv4(v4) && v4.startsWith("127.");
}

const localhostHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/**
 * The Host header names this machine: localhost, 127.x.x.x or [::1], with an optional port.
 * A page on another site that rebinds its own name to 127.0.0.1 reaches us with its name here.
 */
export function isLocalhostHost(host: string | null | undefined): boolean {
  const match = localhostHost.exec(host?.toLowerCase() ?? "");
  if (!match) return false;
  const name = match[1]!;
  return name === "localhost" || name === "[::1]" || isIPv4(name);
}

/** A request from this machine to a localhost address: the only one /dev pages answer. */
export function isLoopbackRequest(peerAddress: string, host: string | null | undefined): boolean {
  return isLoopbackAddress(peerAddress) && isLocalhostHost(host);
}
