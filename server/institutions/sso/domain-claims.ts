import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ssoDomains, ssoProviders } from "../../db/schema/index";
import { domainClaimRefusal } from "./claimable-domains";

/** The DNS name whose TXT record proves an institution holds `domain` (decision 0043). */
export const verificationRecordName = (domain: string) => `_clinova-verification.${domain}`;

/** A claim's token: the value of its TXT record. */
const newToken = () => `clinova-verification=${randomBytes(24).toString("base64url")}`;

/** Said when another institution already claims a domain (the key of `sso_domains`). */
export const domainTakenMessage = (domain: string) =>
  `${domain} is already claimed by another institution's single sign-on.`;

/**
 * Why the domains cannot be the institution's claims, or null: a public or shared domain, or one
 * another institution claims. The unique key of `sso_domains` settles a race between two saves.
 */
export async function refuseDomains(db: Db, institutionId: string, domains: string[]) {
  for (const domain of domains) {
    const refusal = domainClaimRefusal(domain);
    if (refusal) return refusal;
  }
  const [taken] = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.institutionId, institutionId)))
    .limit(1);
  return taken ? domainTakenMessage(taken.domain) : null;
}

/**
 * Makes the institution's claims exactly `domains`: a new domain gets a token of its own and
 * waits for its record; one kept keeps its token and verification; one left out is given up.
 */
export async function replaceClaims(tx: Db, institutionId: string, domains: string[]) {
  const current = await tx
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.institutionId, institutionId));
  const dropped = current.map((row) => row.domain).filter((domain) => !domains.includes(domain));
  if (dropped.length > 0) await tx.delete(ssoDomains).where(inArray(ssoDomains.domain, dropped));
  const added = domains.filter((domain) => !current.some((row) => row.domain === domain));
  if (added.length > 0) {
    await tx
      .insert(ssoDomains)
      .values(added.map((domain) => ({ domain, institutionId, token: newToken() })));
  }
}

/**
 * Tells better-auth's SSO plugin what is proven: `domain` lists the verified domains and
 * `domainVerified` is true once one is; with none, the claimed domains and false, and the plugin
 * signs nobody in through this provider.
 */
export async function syncProviderVerification(tx: Db, institutionId: string) {
  const claims = await tx
    .select({ domain: ssoDomains.domain, verifiedAt: ssoDomains.verifiedAt })
    .from(ssoDomains)
    .where(eq(ssoDomains.institutionId, institutionId))
    .orderBy(ssoDomains.domain);
  const verified = claims.filter((claim) => claim.verifiedAt).map((claim) => claim.domain);
  const claimed = claims.map((claim) => claim.domain);
  await tx
    .update(ssoProviders)
    .set({
      domain: (verified.length > 0 ? verified : claimed).join(","),
      domainVerified: verified.length > 0,
    })
    .where(eq(ssoProviders.institutionId, institutionId));
}

/** The institution's claims, in order, for the back office. */
export async function claimsOf(db: Db, institutionId: string) {
  const rows = await db
    .select({
      domain: ssoDomains.domain,
      token: ssoDomains.token,
      verifiedAt: ssoDomains.verifiedAt,
      checkedAt: ssoDomains.checkedAt,
    })
    .from(ssoDomains)
    .where(eq(ssoDomains.institutionId, institutionId))
    .orderBy(ssoDomains.domain);
  return rows.map((row) => ({
    domain: row.domain,
    recordName: verificationRecordName(row.domain),
    recordValue: row.token,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
  }));
}

/**
 * The claims that serve an address's domain: the domain itself or a parent of it, the closest
 * first (as the plugin matches subdomains).
 */
export async function claimsServing(db: Db, emailDomain: string) {
  const candidates = emailDomain
    .split(".")
    .map((_, index, labels) => labels.slice(index).join("."))
    .filter((candidate) => candidate.includes("."));
  if (candidates.length === 0) return [];
  const rows = await db
    .select({
      domain: ssoDomains.domain,
      institutionId: ssoDomains.institutionId,
      verifiedAt: ssoDomains.verifiedAt,
    })
    .from(ssoDomains)
    .where(inArray(ssoDomains.domain, candidates));
  return rows.sort((a, b) => b.domain.length - a.domain.length);
}
