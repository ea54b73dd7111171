import { eq } from "drizzle-orm";
import type { SsoSettingsInput } from "@common/institutions/sso-settings";
import { recordAudit, type Actor } from "../../back-office/audit";
import type { Db } from "../../db/client";
import { institutionAccounts, ssoProviders } from "../../db/schema/index";
import { providerDomains, providerIdFor } from "./sso-domains";
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
  };
}

export type SsoSaveOutcome =
  | { ok: true }
  | { ok: false; errors: Partial<Record<"issuer" | "clientSecret", string>> }
  | { ok: false; missing: true };

/**
 * Saves (or replaces) an institution's provider after fetching its discovery document, with its
 * audit entry in the same transaction. The endpoints are stored as discovered, so a sign-in never
 * fetches the document again. `reach` says which addresses and ports the server may connect to.
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
  const issuer = input.issuer.replace(/\/$/, "");

  // Resolved, vetted and pinned, with one answer for every failure (issue 26, item 3).
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
    domain: input.domains.join(","),
    // The admin vouches for the domains they enter (decision 0038).
    domainVerified: true,
    oidcConfig: JSON.stringify(config),
    userId: actor === "command line" ? null : actor.id,
  };
  const after = { issuer, clientId: input.clientId, domains: input.domains };
  await db.transaction(async (tx) => {
    await tx
      .insert(ssoProviders)
      .values({
        id: crypto.randomUUID(),
        providerId: providerIdFor(institutionId),
        institutionId,
        ...values,
      })
      .onConflictDoUpdate({ target: ssoProviders.institutionId, set: values });
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
  return { ok: true };
}

/** Removes an institution's provider; its learners sign in with a password from then on. */
export async function removeSsoSettings(db: Db, actor: Actor, institutionId: string) {
  const current = await ssoSettingsRow(db, institutionId);
  if (!current) return "missing" as const;
  if (!current.oidcConfig) return "none" as const;
  await db.transaction(async (tx) => {
    await tx.delete(ssoProviders).where(eq(ssoProviders.institutionId, institutionId));
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
