import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { Agent, buildConnector } from "undici";
import { isPublicAddress } from "../../security/public-address";

/** Which identity providers' addresses the server may connect to (docs/product/back-office.md#single-sign-on-settings). */
export type IssuerReach = {
  /** Origins on a private network (SSO_PRIVATE_ISSUERS), reached as they are named. */
  privateIssuers: string[];
  /** Ports besides 80 and 443 a provider may use (SSO_ISSUER_PORTS). */
  ports: number[];
};

export class IssuerUnreachable extends Error {
  override name = "IssuerUnreachable";
}

type Target = { protocol: string; hostname: string; port: string };

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

function originOf({ protocol, hostname, port }: Target) {
  const host = isIP(bare(hostname)) === 6 ? `[${bare(hostname)}]` : hostname;
  return new URL(`${protocol}//${host}${port ? `:${port}` : ""}`).origin;
}

/** http(s) on port 80 or 443 or a configured one, or an origin the operator listed. */
export function isAllowedOrigin(target: Target, reach: IssuerReach) {
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  if (reach.privateIssuers.includes(originOf(target))) return true;
  const port = Number(target.port || (target.protocol === "https:" ? 443 : 80));
  return port === 80 || port === 443 || reach.ports.includes(port);
}

/**
 * Where a connection to `target` goes: `null` for an origin the operator listed in
 * SSO_PRIVATE_ISSUERS (connected as named), otherwise the address its name resolved to, once,
 * when every address it resolved to is on the public internet. The connection then uses that
 * address, so a second lookup cannot answer differently (DNS rebinding).
 */
export async function vetIssuerTarget(target: Target, reach: IssuerReach) {
  if (!isAllowedOrigin(target, reach)) throw new IssuerUnreachable("scheme or port not allowed");
  if (reach.privateIssuers.includes(originOf(target))) return null;
  const hostname = bare(target.hostname);
  const resolved = isIP(hostname)
    ? [{ address: hostname, family: isIP(hostname) }]
    : await lookup(hostname, { all: true, verbatim: true });
  const first = resolved[0];
  if (!first || !resolved.every(({ address }) => isPublicAddress(address))) {
    throw new IssuerUnreachable("not an address on the public internet");
  }
  return first;
}

/** `vetIssuerTarget` for a URL, for endpoints checked before they are stored. */
export function vetIssuerUrl(url: string, reach: IssuerReach) {
  return vetIssuerTarget(new URL(url), reach);
}

/** The name TLS sends and verifies the certificate for: the host's, never the pinned address. */
function serverName(target: Target & { servername?: string }) {
  const hostname = bare(target.hostname);
  return target.servername ?? (isIP(hostname) ? undefined : hostname);
}

/**
 * An HTTP agent whose every connection is vetted by `vetIssuerTarget` and made to the address
 * that was vetted (TLS still names and verifies the host), for the server's requests to
 * institutions' identity providers.
 */
export function issuerAgent(reach: IssuerReach, connectTimeoutMs = 5000) {
  const connectTo = buildConnector({ timeout: connectTimeoutMs });
  return new Agent({
    connect(options, callback) {
      vetIssuerTarget(options, reach).then(
        (vetted) =>
          connectTo(
            vetted
              ? { ...options, hostname: vetted.address, servername: serverName(options) }
              : options,
            callback,
          ),
        (error: unknown) => callback(error as Error, null),
      );
    },
  });
}
