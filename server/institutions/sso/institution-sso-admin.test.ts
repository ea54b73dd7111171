import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ssoDomains, ssoProviders } from "@server/db/schema/index";
import { createLogger } from "@server/logger";
import { signInAdmin } from "../../../tests/support/admin";
import { startDnsServer } from "../../../tests/support/dns-server";
import {
  insertInstitution,
  proveDomain,
  startInstitutionIdp,
} from "../../../tests/support/institution-sso";
import { signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { domainCheckCron, domainCheckQueue } from "./domain-check-schedule";
import { recheckDomains } from "./domain-verification";
import { issuerRefusedMessage } from "./issuer-discovery";

// The back office's single sign-on page against a real OpenID Connect server (decision 0038).
let subject: TestApp;
let idp: Awaited<ReturnType<typeof startInstitutionIdp>>;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const secret = "entra-secret-never-shown-0001";

beforeAll(async () => {
  idp = await startInstitutionIdp();
  // A real DNS server on loopback holds the institutions' verification records (decision 0043).
  dns = await startDnsServer();
  subject = await startTestApp({ SSO_PRIVATE_ISSUERS: idp.issuer, DNS_SERVERS: dns.servers });
});
afterAll(async () => {
  await subject.close();
  await idp.stop();
  await dns.close();
});

const claimOf = async (domain: string) => {
  const [claim] = await subject.database.db
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.domain, domain));
  return claim;
};

const providerOf = async (institutionId: string) => {
  const [provider] = await subject.database.db
    .select({ domain: ssoProviders.domain, domainVerified: ssoProviders.domainVerified })
    .from(ssoProviders)
    .where(eq(ssoProviders.institutionId, institutionId));
  return provider;
};

describe("/admin/institutions/:institutionId/sso", () => {
  it("saves a provider once its discovery document checks out, audited, and never shows the secret", async () => {
    const id = await insertInstitution(subject, {
      name: "Harbour View Trust",
      seatCount: 5,
      emailDomains: ["harbourview.nhs.uk"],
    });
    const admin = await signInAdmin(subject, "sso-admin@example.org");
    const page = `/admin/institutions/${id}/sso`;
    const empty = await admin.request(page);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('value="harbourview.nhs.uk"');

    const saved = await admin.postForm(page, {
      intent: "save",
      issuer: idp.issuer,
      clientId: "harbour-view",
      clientSecret: secret,
      domains: "harbourview.nhs.uk, @HV.nhs.uk",
    });
    expect(saved.status).toBe(302);
    const [row] = await subject.database.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.institutionId, id));
    // Saved, but trusted with nobody until a domain's DNS record is found (decision 0043).
    expect(row).toMatchObject({
      issuer: idp.issuer,
      domain: "harbourview.nhs.uk,hv.nhs.uk",
      domainVerified: false,
    });
    expect(JSON.parse(row!.oidcConfig!)).toMatchObject({
      clientId: "harbour-view",
      clientSecret: secret,
      tokenEndpoint: `${idp.issuer}/token`,
    });

    const shown = await (await admin.request(page)).text();
    expect(shown).not.toContain(secret);
    expect(shown).toContain("A secret is set; enter a new one to replace it.");
    expect(shown).toContain(`/api/auth/sso/callback/institution-${id}`);

    // Each domain shows the TXT record that proves it; Verify looks it up in DNS.
    const claim = (await claimOf("harbourview.nhs.uk"))!;
    expect(claim.token).toMatch(/^clinova-verification=[\w-]{32}$/);
    expect(claim.verifiedAt).toBeNull();
    expect(shown).toContain("_clinova-verification.harbourview.nhs.uk");
    expect(shown).toContain(claim.token);
    expect((await claimOf("hv.nhs.uk"))!.token).not.toBe(claim.token);
    const early = await admin.postForm(page, { intent: "verify", domain: "harbourview.nhs.uk" });
    expect(early.status).toBe(422);
    expect(await early.text()).toContain(
      "We found no TXT record at _clinova-verification.harbourview.nhs.uk holding this value.",
    );
    dns.txt("_clinova-verification.harbourview.nhs.uk", "clinova-verification=someone-elses");
    expect(
      (await admin.postForm(page, { intent: "verify", domain: "harbourview.nhs.uk" })).status,
    ).toBe(422);
    dns.txt("_clinova-verification.harbourview.nhs.uk", "v=spf1 -all", claim.token);
    const verified = await admin.postForm(page, { intent: "verify", domain: "harbourview.nhs.uk" });
    expect(verified.status).toBe(302);
    expect((await claimOf("harbourview.nhs.uk"))!.verifiedAt).toBeInstanceOf(Date);
    // The plugin now trusts the provider, for the verified domain only.
    expect(await providerOf(id)).toEqual({ domain: "harbourview.nhs.uk", domainVerified: true });

    // Saved again without a secret: the stored one is kept, and the log never holds it.
    const again = await admin.postForm(page, {
      intent: "save",
      issuer: idp.issuer,
      clientId: "harbour-view-2",
      clientSecret: "",
      domains: "harbourview.nhs.uk",
    });
    expect(again.status).toBe(302);
    const [kept] = await subject.database.db
      .select({ config: ssoProviders.oidcConfig })
      .from(ssoProviders)
      .where(eq(ssoProviders.institutionId, id));
    expect(JSON.parse(kept!.config!)).toMatchObject({
      clientId: "harbour-view-2",
      clientSecret: secret,
    });
    const entries = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "institution.sso-domain-verify",
      "institution.sso-enable",
      "institution.sso-update",
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);

    // hv.nhs.uk was left out of the second save: its claim is given up; the verified one stays.
    expect(await claimOf("hv.nhs.uk")).toBeUndefined();
    expect((await claimOf("harbourview.nhs.uk"))!.verifiedAt).toBeInstanceOf(Date);

    const removed = await admin.postForm(page, { intent: "remove" });
    expect(removed.status).toBe(302);
    expect(await claimOf("harbourview.nhs.uk")).toBeUndefined();
    expect(
      await subject.database.db
        .select()
        .from(ssoProviders)
        .where(eq(ssoProviders.institutionId, id)),
    ).toEqual([]);
  });

  it("refuses an issuer whose discovery document cannot be fetched, with the one message", async () => {
    const id = await insertInstitution(subject, {
      name: "Unreachable Trust",
      seatCount: 1,
      emailDomains: [],
    });
    const admin = await signInAdmin(subject, "sso-admin-2@example.org");
    const refused = await admin.postForm(`/admin/institutions/${id}/sso`, {
      intent: "save",
      issuer: `${idp.issuer}/no-such-tenant`,
      clientId: "x",
      clientSecret: secret,
      domains: "unreachable.example.org",
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(issuerRefusedMessage);
    expect(html).not.toContain(secret);
    expect(
      await subject.database.db
        .select()
        .from(ssoProviders)
        .where(eq(ssoProviders.institutionId, id)),
    ).toEqual([]);
  });

  it("answers 404 to a member and changes nothing", async () => {
    const id = await insertInstitution(subject, {
      name: "Members Cannot Trust",
      seatCount: 1,
      emailDomains: [],
    });
    const member = await signUpLearner(subject, "sso-member@example.org");
    const page = `/admin/institutions/${id}/sso`;
    expect((await member.request(page)).status).toBe(404);
    const posted = await member.postForm(page, {
      intent: "save",
      issuer: idp.issuer,
      clientId: "x",
      clientSecret: secret,
      domains: "members.example.org",
    });
    expect(posted.status).toBe(404);
    expect(
      await subject.database.db
        .select()
        .from(ssoProviders)
        .where(eq(ssoProviders.institutionId, id)),
    ).toEqual([]);
  });

  it("refuses public suffixes, shared email domains and a domain another institution claims", async () => {
    const first = await insertInstitution(subject, {
      name: "Bayside Trust",
      seatCount: 1,
      emailDomains: [],
    });
    const second = await insertInstitution(subject, {
      name: "Bayside Imposters",
      seatCount: 1,
      emailDomains: [],
    });
    const admin = await signInAdmin(subject, "sso-admin-3@example.org");
    const save = (id: string, domains: string) =>
      admin.postForm(`/admin/institutions/${id}/sso`, {
        intent: "save",
        issuer: idp.issuer,
        clientId: "bayside",
        clientSecret: secret,
        domains,
      });
    const refusals: [string, string][] = [
      [
        "gmail.com",
        "gmail.com is a shared email service, not your institution's own domain. Learners with these addresses sign in through their invitation or by choosing your institution.",
      ],
      ["bayside.nhs.uk, nhs.net", "nhs.net is a shared email service"],
      ["mail.nhs.net", "mail.nhs.net is a shared email service"],
      ["outlook.com", "outlook.com is a shared email service"],
      [
        "co.uk",
        "co.uk is shared by many organisations. Enter your institution&#x27;s own domain, like trust.co.uk.",
      ],
      ["ac.uk", "ac.uk is shared by many organisations."],
      ["nhs.uk", "nhs.uk is shared by many organisations."],
      ["github.io", "github.io is shared by many organisations."],
      ["bayside.internal", "bayside.internal is not a domain on the public internet."],
    ];
    for (const [domains, message] of refusals) {
      const refused = await save(first, domains);
      expect(refused.status, domains).toBe(422);
      expect((await refused.text()).replaceAll("&#x27;", "'"), domains).toContain(
        message.replaceAll("&#x27;", "'"),
      );
    }
    expect(await providerOf(first)).toBeUndefined();

    expect((await save(first, "bayside.nhs.uk")).status).toBe(302);
    const taken = await save(second, "bayside-imposters.nhs.uk, BAYSIDE.nhs.uk");
    expect(taken.status).toBe(422);
    expect(await taken.text()).toContain(
      "bayside.nhs.uk is already claimed by another institution&#x27;s single sign-on.",
    );
    expect(await providerOf(second)).toBeUndefined();
    expect((await claimOf("bayside.nhs.uk"))!.institutionId).toBe(first);
    // The database itself holds one claim per domain, whatever a page checked first.
    await expect(
      subject.database.db
        .insert(ssoDomains)
        .values({ domain: "bayside.nhs.uk", institutionId: second, token: "x" }),
    ).rejects.toThrow();
  });

  it("checks every domain again each day: a removed record unverifies it, a DNS outage changes nothing", async () => {
    const id = await insertInstitution(subject, {
      name: "Quayside Trust",
      seatCount: 1,
      emailDomains: [],
    });
    const admin = await signInAdmin(subject, "sso-admin-4@example.org");
    const page = `/admin/institutions/${id}/sso`;
    const saved = await admin.postForm(page, {
      intent: "save",
      issuer: idp.issuer,
      clientId: "quayside",
      clientSecret: secret,
      domains: "quayside.nhs.uk, quayside-training.org.uk",
    });
    expect(saved.status).toBe(302);
    await proveDomain(subject, dns, admin, id, "quayside.nhs.uk");
    const logger = createLogger("silent");
    const check = () => recheckDomains(subject.database.db, [dns.servers], logger);

    dns.failing(true);
    expect(await check()).toMatchObject({ verified: 0, unverified: 0 });
    expect((await claimOf("quayside.nhs.uk"))!.verifiedAt).toBeInstanceOf(Date);
    dns.failing(false);

    // The record of the second domain appears: the daily check verifies it too.
    const second = (await claimOf("quayside-training.org.uk"))!;
    dns.txt("_clinova-verification.quayside-training.org.uk", second.token);
    expect(await check()).toMatchObject({ verified: 1, unverified: 0 });
    expect(await providerOf(id)).toEqual({
      domain: "quayside-training.org.uk,quayside.nhs.uk",
      domainVerified: true,
    });

    dns.remove("_clinova-verification.quayside.nhs.uk");
    dns.remove("_clinova-verification.quayside-training.org.uk");
    expect(await check()).toMatchObject({ verified: 0, unverified: 2 });
    expect((await claimOf("quayside.nhs.uk"))!.verifiedAt).toBeNull();
    expect(await providerOf(id)).toEqual({
      domain: "quayside-training.org.uk,quayside.nhs.uk",
      domainVerified: false,
    });
    const entries = await subject.database.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.subjectId, id));
    expect(entries).toContainEqual({
      action: "institution.sso-domain-unverify",
      summary:
        "quayside.nhs.uk unverified for the single sign-on of Quayside Trust: the daily check found no _clinova-verification.quayside.nhs.uk record",
    });

    // The check runs daily through pg-boss, whichever server's clock fires first.
    const schedules = (await subject.database.db.execute(
      sql`select name, cron from pgboss.schedule where name = ${domainCheckQueue}`,
    )) as unknown as { rows: unknown[] };
    expect(schedules.rows).toEqual([{ name: domainCheckQueue, cron: domainCheckCron }]);
  });
});
