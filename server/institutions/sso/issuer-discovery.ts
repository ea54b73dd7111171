import {
  computeDiscoveryUrl,
  normalizeDiscoveryUrls,
  selectTokenEndpointAuthMethod,
  validateDiscoveryDocument,
  type OIDCDiscoveryDocument,
} from "@better-auth/sso";
import { isPublicRoutableHost } from "@better-auth/core/utils/host";
import { fetch } from "undici";
import { isAllowedOrigin, issuerAgent, vetIssuerUrl, type IssuerReach } from "./issuer-reach";

/**
 * The one answer to every issuer that cannot be used, whatever the reason (unknown name,
 * refused address or port, nothing listening, no discovery document, a document that does not
 * check out): differing messages would let the back office scan the network behind the server.
 */
export const issuerRefusedMessage =
  "We could not use this issuer. Check that the URL is the issuer of your identity provider, that it can be reached from the internet (or is listed in SSO_PRIVATE_ISSUERS), and try again.";

/**
 * How long checking an issuer may take, and how long a refusal always takes: a closed port, a
 * refused address and a silent host answer alike.
 */
export const issuerCheckMs = 4000;

/** Discovery documents are a few kilobytes; a larger answer is not one. */
const maxDocumentBytes = 256 * 1024;

export type DiscoveredIssuer = {
  issuer: string;
  discoveryEndpoint: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication: ReturnType<typeof selectTokenEndpointAuthMethod>;
};

/**
 * Fetches and checks an issuer's discovery document (OpenID Connect Discovery 1.0) over a
 * connection made only to an address `reach` allows, and checks the addresses of the endpoints
 * the server will call at sign-in (token, keys, user info). Null for any failure, never sooner
 * than `issuerCheckMs` after the start.
 */
export async function discoverIssuer(
  issuer: string,
  reach: IssuerReach,
): Promise<DiscoveredIssuer | null> {
  const started = performance.now();
  const agent = issuerAgent(reach, issuerCheckMs);
  const deadline = AbortSignal.timeout(issuerCheckMs);
  try {
    return await Promise.race([
      discover(issuer, reach, agent, deadline),
      new Promise<never>((_, reject) =>
        deadline.addEventListener("abort", () => reject(deadline.reason as Error)),
      ),
    ]);
  } catch {
    const left = started + issuerCheckMs - performance.now();
    if (left > 0) await new Promise((wait) => setTimeout(wait, left));
    return null;
  } finally {
    void agent.destroy().catch(() => {});
  }
}

async function discover(
  issuer: string,
  reach: IssuerReach,
  agent: ReturnType<typeof issuerAgent>,
  signal: AbortSignal,
): Promise<DiscoveredIssuer> {
  const discoveryEndpoint = computeDiscoveryUrl(issuer);
  const response = await fetch(discoveryEndpoint, {
    dispatcher: agent,
    redirect: "manual",
    signal,
    headers: { accept: "application/json" },
  });
  if (response.status !== 200) throw new Error(`discovery answered ${response.status}`);
  const document = JSON.parse(await textUpTo(response, maxDocumentBytes)) as OIDCDiscoveryDocument;
  validateDiscoveryDocument(document, issuer);
  const normalized = normalizeDiscoveryUrls(document, issuer, (url) =>
    namesAllowedHost(url, reach),
  );
  // The server calls these itself at each sign-in: their hosts must resolve where it may go.
  for (const endpoint of [normalized.token_endpoint, normalized.jwks_uri]) {
    await vetIssuerUrl(endpoint, reach);
  }
  if (normalized.userinfo_endpoint) await vetIssuerUrl(normalized.userinfo_endpoint, reach);
  return {
    issuer: normalized.issuer,
    discoveryEndpoint,
    authorizationEndpoint: normalized.authorization_endpoint,
    tokenEndpoint: normalized.token_endpoint,
    jwksEndpoint: normalized.jwks_uri,
    userInfoEndpoint: normalized.userinfo_endpoint,
    tokenEndpointAuthentication: selectTokenEndpointAuthMethod(normalized),
  };
}

/** The document's endpoints, before any lookup: allowed scheme and port, a public-looking host. */
function namesAllowedHost(url: string, reach: IssuerReach) {
  const parsed = new URL(url);
  if (!isAllowedOrigin(parsed, reach)) return false;
  return isPublicRoutableHost(parsed.hostname) || reach.privateIssuers.includes(parsed.origin);
}

async function textUpTo(response: Response | Awaited<ReturnType<typeof fetch>>, limit: number) {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new Error("document too large");
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (response.body) {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      received += chunk.byteLength;
      if (received > limit) throw new Error("document too large");
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}
