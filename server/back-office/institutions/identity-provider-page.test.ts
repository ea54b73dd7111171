import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, institutionAccounts, sessions } from "@server/db/schema/index";
import { signInAdmin } from "../../../tests/support/admin";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { scimTokenHash } from "../../scim/scim-token";

// The back office's page for an institution's IT team: sign-on facts and the SCIM token.
let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

const tokenState = async (id: string) =>
  (
    await subject.database.db
      .select({
        hash: institutionAccounts.scimTokenHash,
        createdAt: institutionAccounts.scimTokenCreatedAt,
      })
      .from(institutionAccounts)
      .where(eq(institutionAccounts.id, id))
  )[0]!;

describe("/admin/institutions/:institutionId/identity-provider", () => {
  it("shows the redirect URI and SCIM base URL, generates a token shown once and stores its SHA-256, and revokes it, audited", async () => {
    const institution = await createInstitution(subject.database.db, { name: "Moorside Trust" });
    const admin = await signInAdmin(subject, "idp-admin@example.org");
    const page = `/admin/institutions/${institution.id}/identity-provider`;
    const shown = await admin.request(page);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    const appUrl = subject.config.appUrl;
    expect(html).toContain(`${appUrl}/api/auth/sso/callback/institution-${institution.id}`);
    expect(html).toContain(`${appUrl}/scim/v2`);
    expect(html).toContain("openid email profile");
    expect(html).toContain("Microsoft Entra ID");
    expect(html).toContain("Okta");

    const generated = await admin.postForm(page, { intent: "generate-scim-token" });
    expect(generated.status).toBe(200);
    const token = /scim_[A-Za-z0-9_-]{43}/.exec(await generated.text())?.[0];
    expect(token).toBeDefined();
    const stored = await tokenState(institution.id);
    expect(stored.hash).toBe(scimTokenHash(token!));
    expect(stored.createdAt).toBeInstanceOf(Date);
    // Shown once: the page never has it again.
    expect(await (await admin.request(page)).text()).not.toContain(token!);
    const scim = await subject.request("/scim/v2/Users", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scim.status).toBe(200);

    const revoked = await admin.postForm(page, { intent: "revoke-scim-token" });
    expect(revoked.status).toBe(302);
    expect(await tokenState(institution.id)).toEqual({ hash: null, createdAt: null });
    const after = await subject.request("/scim/v2/Users", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);

    const entries = await subject.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.institutionId, institution.id), eq(auditLog.subjectType, "institution")),
      );
    expect(entries.map((e) => e.action)).toEqual([
      "institution.scim-token-generated",
      "institution.scim-token-revoked",
    ]);
    expect(JSON.stringify(entries)).not.toContain(stored.hash!);
  });

  it("asks for a fresh code once the last one is over 15 minutes old, and generates nothing", async () => {
    const institution = await createInstitution(subject.database.db, { name: "Stale Code Trust" });
    const admin = await signInAdmin(subject, "idp-stale@example.org");
    await subject.database.db
      .update(sessions)
      .set({ twoFactorVerifiedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.userId, admin.userId));
    const page = `/admin/institutions/${institution.id}/identity-provider`;
    const refused = await admin.postForm(page, { intent: "generate-scim-token" });
    expect(refused.status).toBe(403);
    expect((await tokenState(institution.id)).hash).toBeNull();
  });

  it("answers 404 to a member and changes nothing", async () => {
    const institution = await createInstitution(subject.database.db, { name: "Members Trust" });
    const member = await signUpLearner(subject, "idp-member@example.org");
    const page = `/admin/institutions/${institution.id}/identity-provider`;
    expect((await member.request(page)).status).toBe(404);
    expect((await member.postForm(page, { intent: "generate-scim-token" })).status).toBe(404);
    expect((await tokenState(institution.id)).hash).toBeNull();
  });
});
