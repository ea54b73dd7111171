import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, institutionAccounts, profiles, ssoProviders } from "../../db/schema/index";
import { takeSeat, type SeatOutcome } from "../seats";
import { emailInDomains, providerDomains } from "./sso-domains";

/** The institution whose single sign-on serves an address, found by its domain; or null. */
export async function findInstitutionSso(db: Db, email: string) {
  const rows = await db
    .select({
      providerId: ssoProviders.providerId,
      domain: ssoProviders.domain,
      institutionName: institutionAccounts.name,
    })
    .from(ssoProviders)
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, ssoProviders.institutionId))
    .where(isNotNull(ssoProviders.oidcConfig));
  const match = rows.find((row) => emailInDomains(email, providerDomains(row.domain)));
  return match ? { providerId: match.providerId, institutionName: match.institutionName } : null;
}

export type SsoLanding = {
  institution: { name: string; emailDomains: string[] };
  seat: SeatOutcome;
};

/**
 * Where a single sign-on lands (issue 15): a seat in the provider's institution if one is free,
 * through takeSeat like an invitation. Only for someone whose account is linked to that provider
 * (better-auth made the link when the provider signed them in), so naming a provider in the
 * return address gives nobody else a seat. A new account gets the start of its profile from the
 * ID token's given and family names (and the institution), and completes the rest on Complete
 * Your Profile, as a Google sign-up does.
 */
export async function landAfterSso(
  db: Db,
  person: { userId: string; email: string; hasProfile: boolean },
  providerId: string,
): Promise<SsoLanding | null> {
  const [linked] = await db
    .select({
      institutionId: institutionAccounts.id,
      name: institutionAccounts.name,
      emailDomains: institutionAccounts.emailDomains,
      idToken: accounts.idToken,
    })
    .from(accounts)
    .innerJoin(ssoProviders, eq(ssoProviders.providerId, accounts.providerId))
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, ssoProviders.institutionId))
    .where(and(eq(accounts.userId, person.userId), eq(accounts.providerId, providerId)));
  if (!linked) return null;
  if (!person.hasProfile) await startProfile(db, person.userId, linked.idToken, linked.name);
  const seat = await takeSeat(db, {
    institutionId: linked.institutionId,
    userId: person.userId,
    email: person.email,
    source: "sso",
  });
  return { institution: { name: linked.name, emailDomains: linked.emailDomains }, seat };
}

/** The names the provider gave (its ID token was checked by better-auth when it was stored). */
async function startProfile(db: Db, userId: string, idToken: string | null, institution: string) {
  const claims = idToken ? safeClaims(idToken) : {};
  const firstName = typeof claims.given_name === "string" ? claims.given_name.trim() : "";
  const lastName = typeof claims.family_name === "string" ? claims.family_name.trim() : "";
  if (!firstName || !lastName) return;
  await db
    .insert(profiles)
    .values({
      userId,
      firstName: firstName.slice(0, 100),
      lastName: lastName.slice(0, 100),
      institution,
    })
    .onConflictDoNothing();
}

/** The payload of a JSON Web Token (RFC 7519 section 7.2), read without checking it again. */
function safeClaims(idToken: string): Record<string, unknown> {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8"),
    );
    return typeof payload === "object" && payload ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
