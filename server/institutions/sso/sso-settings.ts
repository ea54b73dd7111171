import { and, eq, inArray, ne } from "drizzle-orm";
import type { SsoSettingsInput } from "@common/institutions/sso-settings";
import { recordAudit, type Actor } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { institutionAccounts, ssoDomains, ssoProviders } from "../../db/schema/index";
import { isUniqueViolation } from "../../db/sql-state";
import {
  claimsOf,
  domainTakenMessage,
  refuseDomains,
  replaceClaims,
  syncProviderVerification,
} from "./domain-claims";
import { providerDomains, providerIdFor } from "../../accounts/auth/sso-domains";
import { discoverIssuer, issuerRefusedMessage } from "./issuer-discovery";
import type { IssuerReach } from "./issuer-reach";

/** The plugin's stored OpenID Connect settings (the JSON in `sso_providers.oidc_config`). */
type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  discoveryEndpoint: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication: string;
  pkce: boolean;
  scopes: string[];
};

/** What the back office shows of an institution's single sign-on: never the secret itself. */
export async function ssoSettingsFor(db: Db, institutionId: string, appUrl: string) {
  const [row] = await db
    .select({
      id: institutionAccounts.id,
      name: institutionAccounts.name,
      emailDomains: institutionAccounts.emailDomains,
      issuer: ssoProviders.issuer,
      domain: ssoProviders.domain,
      oidcConfig: ssoProviders.oidcConfig,
      savedAt: ssoProviders.updatedAt,
    })
    .from(institutionAccounts)
    .leftJoin(ssoProviders, eq(ssoProviders.institutionId, institutionAccounts.id))
    .where(eq(institutionAccounts.id, institutionId));
  if (!row) return null;
  const claims = await claimsOf(db, institutionId);
  const config = row.oidcConfig ? (JSON.parse(row.oidcConfig) as OidcConfig) : null;
  return {
    institution: { id: row.id, name: row.name, emailDomains: row.emailDomains },
    /** The address the institution registers with its provider as the redirect URI. */
    redirectUri: `${appUrl}/api/auth/sso/callback/${providerIdFor(row.id)}`,
    provider: config
      ? {
          issuer: row.issuer ?? config.issuer,
          clientId: config.clientId,
          domains: providerDomains(row.domain ?? ""),
          secretSet: Boolean(config.clientSecret),
          savedAt: row.savedAt?.toISOString() ?? "",
        }
      : null,
    /** Each claimed domain, its TXT record and whether it was found (decision 0043). */
    claims,
  };
}

export type SsoSaveOutcome =
  | { ok: true }
  | { ok: false; errors: Partial<Record<"issuer" | "clientSecret" | "domains", string>> }
  | { ok: false; missing: true };

/**
 * Saves (or replaces) an institution's provider after fetching its discovery document, with its
 * audit entry in the same transaction. The endpoints are stored as discovered, so a sign-in never
 * fetches the document again. `reach` says which addresses and ports the server may connect to.
 * The domains become the institution's claims, each to be proven by its DNS record before the
 * provider signs in anyone from it (decision 0043); public, shared and taken domains are refused.
 */
export async function saveSsoSettings(
  db: Db,
  actor: Actor,
  institutionId: string,
  input: SsoSettingsInput,
  reach: IssuerReach,
): Promise<SsoSaveOutcome> {
  const current = await ssoSettingsRow(db, institutionId);
  if (!current) return { ok: false, missing: true };
  const previous = current.oidcConfig ? (JSON.parse(current.oidcConfig) as OidcConfig) : null;
  const clientSecret = input.clientSecret.trim() || previous?.clientSecret || "";
  if (!clientSecret) return { ok: false, errors: { clientSecret: "Enter the client secret" } };
  const refusal = await refuseDomains(db, institutionId, input.domains);
  if (refusal) return { ok: false, errors: { domains: refusal } };
  const issuer = input.issuer.replace(/\/$/, "");

  // Resolved, vetted and pinned, with one answer for every failure (docs/product/back-office.md#single-sign-on-settings).
  const discovered = await discoverIssuer(issuer, reach);
  if (!discovered) return { ok: false, errors: { issuer: issuerRefusedMessage } };
  const config: OidcConfig = {
    issuer: discovered.issuer,
    clientId: input.clientId,
    clientSecret,
    discoveryEndpoint: discovered.discoveryEndpoint,
    authorizationEndpoint: discovered.authorizationEndpoint,
    tokenEndpoint: discovered.tokenEndpoint,
    jwksEndpoint: discovered.jwksEndpoint,
    userInfoEndpoint: discovered.userInfoEndpoint,
    tokenEndpointAuthentication: discovered.tokenEndpointAuthentication ?? "client_secret_basic",
    pkce: true,
    scopes: ["openid", "email", "profile"],
  };
  const values = {
    issuer,
    // Until syncProviderVerification below counts the proven ones (decision 0043).
    domain: input.domains.join(","),
    domainVerified: false,
    oidcConfig: JSON.stringify(config),
    userId: actor === "command line" ? null : actor.id,
  };
  const after = { issuer, clientId: input.clientId, domains: input.domains };
  const saving = db.transaction(async (tx) => {
    await tx
      .insert(ssoProviders)
      .values({
        id: crypto.randomUUID(),
        providerId: providerIdFor(institutionId),
        institutionId,
        ...values,
      })
      .onConflictDoUpdate({ target: ssoProviders.institutionId, set: values });
    await replaceClaims(tx, institutionId, input.domains);
    await syncProviderVerification(tx, institutionId);
    await recordAudit(tx, actor, {
      action: previous ? "institution.sso-update" : "institution.sso-enable",
      subjectType: "institution",
      subjectId: institutionId,
      summary: `Single sign-on of ${current.name} ${previous ? "changed" : "set up"}: ${issuer}`,
      // Never the secret: only whether this save replaced it.
      before: previous
        ? { issuer: current.issuer, clientId: previous.clientId, domains: current.domains }
        : null,
      after: { ...after, secretReplaced: Boolean(previous && input.clientSecret.trim()) },
    });
  });
  // Another institution may have claimed one of the domains since refuseDomains looked.
  const lostRace = await saving.then(
    () => null,
    (error: unknown) => takenDomain(db, error, institutionId, input.domains),
  );
  if (lostRace) return { ok: false, errors: { domains: lostRace } };
  return { ok: true };
}

/** The friendly error for a claim the unique key of `sso_domains` refused; other errors go on. */
async function takenDomain(db: Db, error: unknown, institutionId: string, domains: string[]) {
  if (!isUniqueViolation(error)) throw error;
  const [taken] = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.institutionId, institutionId)));
  return domainTakenMessage(taken?.domain ?? domains[0]!);
}

/** Removes an institution's provider; its learners sign in with a password from then on. */
export async function removeSsoSettings(db: Db, actor: Actor, institutionId: string) {
  const current = await ssoSettingsRow(db, institutionId);
  if (!current) return "missing" as const;
  if (!current.oidcConfig) return "none" as const;
  await db.transaction(async (tx) => {
    await tx.delete(ssoProviders).where(eq(ssoProviders.institutionId, institutionId));
    // Its domains are given up with it: another institution may prove them.
    await tx.delete(ssoDomains).where(eq(ssoDomains.institutionId, institutionId));
    await recordAudit(tx, actor, {
      action: "institution.sso-remove",
      subjectType: "institution",
      subjectId: institutionId,
      summary: `Single sign-on of ${current.name} removed`,
      before: { issuer: current.issuer, domains: current.domains },
      after: null,
    });
  });
  return "removed" as const;
}

async function ssoSettingsRow(db: Db, institutionId: string) {
  const [row] = await db
    .select({
      name: institutionAccounts.name,
      issuer: ssoProviders.issuer,
      domain: ssoProviders.domain,
      oidcConfig: ssoProviders.oidcConfig,
    })
    .from(institutionAccounts)
    .leftJoin(ssoProviders, eq(ssoProviders.institutionId, institutionAccounts.id))
    .where(eq(institutionAccounts.id, institutionId));
  return row ? { ...row, domains: providerDomains(row.domain ?? "") } : null;
}
