import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, institutionAccounts, ssoProviders, users } from "../../db/schema/index";
import type { PendingLink } from "../../accounts/auth/sso-link-tokens";

/** The institution and account a pending link is about, or null when either is gone. */
export async function pendingLinkFacts(db: Db, link: PendingLink) {
  const [row] = await db
    .select({
      institutionId: institutionAccounts.id,
      institutionName: institutionAccounts.name,
      userId: users.id,
      email: users.email,
    })
    .from(ssoProviders)
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, ssoProviders.institutionId))
    .innerJoin(users, eq(users.email, link.email.toLowerCase()))
    .where(eq(ssoProviders.providerId, link.providerId));
  return row ?? null;
}

export type LinkOutcome = "linked" | "gone" | "taken";

/**
 * Links the account with the pending link's address to the provider's identity, once its owner
 * has shown the account is theirs (decision 0043): the account row better-auth would have made,
 * which its sign-in then finds. "taken" when that identity is already another account's.
 */
export async function connectSsoIdentity(db: Db, link: PendingLink): Promise<LinkOutcome> {
  const facts = await pendingLinkFacts(db, link);
  if (!facts) return "gone";
  const [existing] = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, link.providerId), eq(accounts.accountId, link.accountId)));
  if (existing) return existing.userId === facts.userId ? "linked" : "taken";
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    providerId: link.providerId,
    accountId: link.accountId,
    userId: facts.userId,
  });
  return "linked";
}
