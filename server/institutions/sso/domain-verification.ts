import { and, eq, isNotNull } from "drizzle-orm";
import { recordAudit, type Actor } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { institutionAccounts, ssoDomains, ssoProviders } from "../../db/schema/index";
import type { Logger } from "../../logger";
import { syncProviderVerification, verificationRecordName } from "./domain-claims";
import { lookupTxt } from "./dns-txt";

export type VerifyOutcome =
  | { ok: true }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "not-found" | "dns-failed"; recordName: string };

/** True when one of the TXT records is the claim's token (spaces around it do not count). */
const holdsToken = (records: string[], token: string) =>
  records.some((record) => record.trim() === token);

/**
 * "Verify" in the back office (decision 0043): looks up `_clinova-verification.<domain>` now;
 * when its TXT record holds the claim's token the domain is verified, audited, and the provider
 * may sign in learners from then on.
 */
export async function verifyClaimedDomain(
  db: Db,
  dnsServers: string[],
  actor: Actor,
  institutionId: string,
  domain: string,
): Promise<VerifyOutcome> {
  const [claim] = await db
    .select({ token: ssoDomains.token, name: institutionAccounts.name })
    .from(ssoDomains)
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, ssoDomains.institutionId))
    .where(and(eq(ssoDomains.domain, domain), eq(ssoDomains.institutionId, institutionId)));
  if (!claim) return { ok: false, reason: "missing" };
  const recordName = verificationRecordName(domain);
  const answer = await lookupTxt(dnsServers, recordName);
  if (!answer.ok) return { ok: false, reason: "dns-failed", recordName };
  const now = new Date();
  if (!holdsToken(answer.records, claim.token)) {
    await db.update(ssoDomains).set({ checkedAt: now }).where(eq(ssoDomains.domain, domain));
    return { ok: false, reason: "not-found", recordName };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(ssoDomains)
      .set({ verifiedAt: now, checkedAt: now })
      .where(and(eq(ssoDomains.domain, domain), eq(ssoDomains.token, claim.token)));
    await syncProviderVerification(tx, institutionId);
    await recordAudit(tx, actor, {
      action: "institution.sso-domain-verify",
      subjectType: "institution",
      subjectId: institutionId,
      summary: `${domain} verified for the single sign-on of ${claim.name}`,
      before: null,
      after: { domain, recordName },
    });
  });
  return { ok: true };
}

/**
 * The daily check (domain-check-schedule.ts): every claim is looked up again. A verified domain
 * whose record is gone is unverified (audited; its provider stops signing in learners from it);
 * a waiting one whose record has appeared is verified. A DNS failure changes nothing: an outage
 * of the resolver is not news about the domain. Providers are brought in line with their claims
 * too, which also catches a provider saved before claims existed.
 */
export async function recheckDomains(db: Db, dnsServers: string[], logger: Logger) {
  const claims = await db
    .select({
      domain: ssoDomains.domain,
      token: ssoDomains.token,
      verifiedAt: ssoDomains.verifiedAt,
      institutionId: ssoDomains.institutionId,
      name: institutionAccounts.name,
    })
    .from(ssoDomains)
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, ssoDomains.institutionId));
  const changed = { verified: 0, unverified: 0, unanswered: 0 };
  for (const claim of claims) {
    const recordName = verificationRecordName(claim.domain);
    const answer = await lookupTxt(dnsServers, recordName);
    if (!answer.ok) {
      changed.unanswered++;
      continue;
    }
    const holds = holdsToken(answer.records, claim.token);
    const now = new Date();
    if (holds === Boolean(claim.verifiedAt)) {
      await db
        .update(ssoDomains)
        .set({ checkedAt: now })
        .where(eq(ssoDomains.domain, claim.domain));
      continue;
    }
    changed[holds ? "verified" : "unverified"]++;
    await db.transaction(async (tx) => {
      await tx
        .update(ssoDomains)
        .set({ verifiedAt: holds ? now : null, checkedAt: now })
        .where(and(eq(ssoDomains.domain, claim.domain), eq(ssoDomains.token, claim.token)));
      await syncProviderVerification(tx, claim.institutionId);
      await recordAudit(tx, "command line", {
        action: holds ? "institution.sso-domain-verify" : "institution.sso-domain-unverify",
        subjectType: "institution",
        subjectId: claim.institutionId,
        summary: holds
          ? `${claim.domain} verified for the single sign-on of ${claim.name} by the daily check`
          : `${claim.domain} unverified for the single sign-on of ${claim.name}: the daily check found no ${recordName} record`,
        before: { domain: claim.domain, verified: !holds },
        after: { domain: claim.domain, verified: holds },
      });
    });
  }
  const providers = await db
    .select({ institutionId: ssoProviders.institutionId })
    .from(ssoProviders)
    .where(isNotNull(ssoProviders.oidcConfig));
  for (const { institutionId } of providers) await syncProviderVerification(db, institutionId);
  if (changed.unverified > 0 || changed.unanswered > 0) {
    logger.warn({ ...changed, checked: claims.length }, "single sign-on domains checked");
  } else {
    logger.info({ ...changed, checked: claims.length }, "single sign-on domains checked");
  }
  return changed;
}
