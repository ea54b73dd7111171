import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ssoProviders } from "@server/db/schema/index";
import { signInAdmin } from "../../../tests/support/admin";
import { insertInstitution, startInstitutionIdp } from "../../../tests/support/institution-sso";
import { signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { issuerRefusedMessage } from "./issuer-discovery";

// The back office's single sign-on page against a real OpenID Connect server (decision 0038).
let subject: TestApp;
let idp: Awaited<ReturnType<typeof startInstitutionIdp>>;
const secret = "entra-secret-never-shown-0001";

beforeAll(async () => {
  idp = await startInstitutionIdp();
  subject = await startTestApp({ SSO_PRIVATE_ISSUERS: idp.issuer });
});
afterAll(async () => {
  await subject.close();
  await idp.stop();
});

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
    expect(row).toMatchObject({
      issuer: idp.issuer,
      domain: "harbourview.nhs.uk,hv.nhs.uk",
      domainVerified: true,
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
      "institution.sso-enable",
      "institution.sso-update",
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);

    const removed = await admin.postForm(page, { intent: "remove" });
    expect(removed.status).toBe(302);
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
});
