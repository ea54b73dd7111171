import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, institutionAccounts, profiles, ssoProviders } from "../../db/schema/index";
import { takeSeat, type SeatOutcome } from "../seats";
import { recordAudit } from "../../audit/audit-log";
import { emailDomainOf } from "@common/institutions/seat-refusals";
import { claimsServing } from "./domain-claims";

export type InstitutionSso = {
  providerId: string;
  institutionId: string;
  institutionName: string;
  /** False until a domain of the institution is verified (decision 0043): it signs nobody in. */
  ready: boolean;
};

/**
 * The institution whose single sign-on serves an address, found by the domain it claims (or a
 * parent of it); or null. `ready` is whether that domain is verified: an unproven claim finds
 * the institution only to say its sign-in is not ready.
 */
export async function findInstitutionSso(db: Db, email: string): Promise<InstitutionSso | null> {
  const [claim] = await claimsServing(db, emailDomainOf(email));
  if (!claim) return null;
  const found = await institutionSsoById(db, claim.institutionId);
  return found && { ...found, ready: Boolean(claim.verifiedAt) };
}

/** An institution's single sign-on, chosen by the institution (its id); or null. */
export async function institutionSsoById(
  db: Db,
  institutionId: string,
): Promise<InstitutionSso | null> {
  const [row] = await db
    .select({
      providerId: ssoProviders.providerId,
      institutionId: institutionAccounts.id,
      institutionName: institutionAccounts.name,
      ready: ssoProviders.domainVerified,
    })
    .from(ssoProviders)
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, ssoProviders.institutionId))
    .where(and(eq(ssoProviders.institutionId, institutionId), isNotNull(ssoProviders.oidcConfig)));
  return row ?? null;
}

/**
 * The institutions a learner may choose on the login page: those whose single sign-on has a
 * verified domain. A learner whose address is shared (nhs.net, webmail) finds theirs here.
 */
export async function readySsoInstitutions(db: Db) {
  return db
    .select({ id: institutionAccounts.id, name: institutionAccounts.name })
    .from(ssoProviders)
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, ssoProviders.institutionId))
    .where(and(eq(ssoProviders.domainVerified, true), isNotNull(ssoProviders.oidcConfig)))
    .orderBy(institutionAccounts.name);
}

export type SsoLanding = {
  institution: { name: string; emailDomains: string[] };
  seat: SeatOutcome;
};

/**
 * Where a single sign-on lands (docs/product/institutions.md#single-sign-on): a seat in the provider's institution if one is free,
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
  ipAddress: string | null = null,
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
  const seat = await seatWithAudit(db, person, linked, ipAddress);
  return { institution: { name: linked.name, emailDomains: linked.emailDomains }, seat };
}

class SeatRefused extends Error {
  constructor(readonly outcome: SeatOutcome) {
    super("seat refused");
  }
}

/**
 * The seat, and when it is new its `learner.joined` entry (docs/product/institutions.md#audit-log),
 * in one transaction; takeSeat runs in a savepoint, as a refused seat (a full count) fails its
 * statement and must not take the entry's transaction with it.
 */
async function seatWithAudit(
  db: Db,
  person: { userId: string; email: string },
  linked: { institutionId: string; name: string },
  ipAddress: string | null,
): Promise<SeatOutcome> {
  return db.transaction(async (tx) => {
    let seat: SeatOutcome;
    try {
      seat = await tx.transaction(async (savepoint) => {
        const outcome = await takeSeat(savepoint, {
          institutionId: linked.institutionId,
          userId: person.userId,
          email: person.email,
          source: "sso",
        });
        if (!outcome.ok) throw new SeatRefused(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof SeatRefused) return error.outcome;
      throw error;
    }
    if (seat.ok && !seat.alreadyHeld) {
      await recordAudit(
        tx,
        { id: person.userId, email: person.email },
        {
          action: "learner.joined",
          subjectType: "user",
          subjectId: person.userId,
          summary: `${person.email} took a seat at “${linked.name}” via single sign-on`,
          after: { via: "single sign-on" },
          institutionId: linked.institutionId,
          ipAddress,
        },
      );
    }
    return seat;
  });
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
