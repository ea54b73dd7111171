import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutionManagers, sessions, ssoProviders } from "@server/db/schema/index";
import { freshCodeNeededMessage } from "@server/back-office/two-factor/fresh-code";
import {
  twoFactorCodeRequiredMessage,
  twoFactorSetupPath,
} from "@server/back-office/require-admin";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { insertInstitution, startInstitutionIdp } from "../../../tests/support/institution-sso";
import { learnerPassword, signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  setUpTwoFactorThroughPages,
  unusedCode,
  wrongCode,
} from "../../../tests/support/two-factor";

// Decision 0045: the back office asks the session, not the person's flag.
let subject: TestApp;
let idp: Awaited<ReturnType<typeof startInstitutionIdp>>;
beforeAll(async () => {
  idp = await startInstitutionIdp();
  subject = await startTestApp({ SSO_PRIVATE_ISSUERS: idp.issuer });
});
afterAll(async () => {
  await subject.close();
  await idp.stop();
});

const db = () => subject.database.db;

/** An admin who set up two-factor authentication through the pages, and the key they saved. */
async function adminWithTwoFactor(email: string) {
  const admin = await signInAdmin(subject, email, { twoFactor: "none" });
  const { secret } = await setUpTwoFactorThroughPages(admin, learnerPassword);
  return { admin, secret };
}

/** The admin's sessions last gave a code `minutes` ago (the clock is the database's column). */
const codeGivenMinutesAgo = (userId: string, minutes: number) =>
  db()
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));

const signedIn = async (browser: ReturnType<typeof httpSession>) =>
  ((await (await browser.request("/api/auth/get-session")).json()) as unknown) !== null;

describe("a session that has not given a code", () => {
  it("is refused the back office until it gives one, though the account has two-factor authentication on", async () => {
    const { admin, secret } = await adminWithTwoFactor("before-2fa@example.org");
    expect((await admin.request("/admin")).status).toBe(200);
    // What every session open when this change is deployed looks like: it never gave a code.
    await db()
      .update(sessions)
      .set({ twoFactorVerifiedAt: null })
      .where(eq(sessions.userId, admin.userId));

    const page = await admin.request("/admin/members");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(twoFactorSetupPath);
    const action = await admin.postForm("/admin/launch", { launched: "true" });
    expect(action.status).toBe(403);
    expect(await action.text()).toContain(twoFactorCodeRequiredMessage);

    const security = await (await admin.request(twoFactorSetupPath)).text();
    expect(security).toContain("Enter a code to open the back office");
    expect(security).not.toContain("Make new backup codes");

    const wrong = await admin.postForm(twoFactorSetupPath, {
      intent: "verify",
      code: await wrongCode(secret),
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("That code is not right.");
    expect((await admin.request("/admin")).status).toBe(302);

    const right = await admin.postForm(twoFactorSetupPath, {
      intent: "verify",
      code: await unusedCode(secret),
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    expect((await admin.request("/admin/members")).status).toBe(200);
  });

  it("is refused when the account's flag was turned on some other way (the flag alone opens nothing)", async () => {
    const admin = await signInAdmin(subject, "flag-only@example.org", { twoFactor: "none" });
    await db().execute(sql`update users set two_factor_enabled = true where id = ${admin.userId}`);
    const page = await admin.request("/admin");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(twoFactorSetupPath);
  });
});

describe("turning two-factor authentication on", () => {
  it("ends the account's other sessions and keeps the one that set it up", async () => {
    const admin = await signInAdmin(subject, "ends-others@example.org", { twoFactor: "none" });
    const elsewhere = httpSession(subject);
    const login = await elsewhere.postForm("/login", {
      email: "ends-others@example.org",
      password: learnerPassword,
    });
    expect(login.status).toBe(302);
    expect(await signedIn(elsewhere)).toBe(true);
    const before = await db().select().from(sessions).where(eq(sessions.userId, admin.userId));
    expect(before).toHaveLength(2);

    await setUpTwoFactorThroughPages(admin, learnerPassword);

    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(admin)).toBe(true);
    const after = await db().select().from(sessions).where(eq(sessions.userId, admin.userId));
    expect(after).toHaveLength(1);
    expect(after[0]?.twoFactorVerifiedAt).toBeInstanceOf(Date);
  });
});

type Sensitive = {
  what: string;
  /** Makes what the action needs; returns the address, the form and what it changes. */
  prepare: (admin: Awaited<ReturnType<typeof adminWithTwoFactor>>["admin"]) => Promise<{
    path: string;
    fields: Record<string, string>;
    state: () => Promise<unknown>;
  }>;
};

const managersOf = (institutionId: string) =>
  db()
    .select({ userId: institutionManagers.userId })
    .from(institutionManagers)
    .where(eq(institutionManagers.institutionId, institutionId));

let serial = 0;
const newInstitution = () =>
  insertInstitution(subject, {
    name: `Fresh Code Trust ${++serial}`,
    seatCount: 3,
    emailDomains: [`fresh-code-${serial}.example.org`],
  });

const sensitiveActions: Sensitive[] = [
  {
    what: "naming an institution's manager",
    async prepare() {
      const id = await newInstitution();
      await signUpLearner(subject, `lead-${serial}@example.org`);
      return {
        path: `/admin/institutions/${id}`,
        fields: { intent: "name-manager", email: `lead-${serial}@example.org` },
        state: () => managersOf(id),
      };
    },
  },
  {
    what: "removing an institution's manager",
    async prepare() {
      const id = await newInstitution();
      const lead = await signUpLearner(subject, `removed-lead-${serial}@example.org`);
      await db().insert(institutionManagers).values({ institutionId: id, userId: lead.userId });
      return {
        path: `/admin/institutions/${id}`,
        fields: { intent: "remove-manager", userId: lead.userId },
        state: () => managersOf(id),
      };
    },
  },
  {
    what: "saving an institution's single sign-on",
    async prepare() {
      const id = await newInstitution();
      return {
        path: `/admin/institutions/${id}/sso`,
        fields: {
          intent: "save",
          issuer: idp.issuer,
          clientId: "fresh-code-client",
          clientSecret: "fresh-code-secret-0001",
          domains: `fresh-code-${serial}.example.org`,
        },
        state: () => db().select().from(ssoProviders).where(eq(ssoProviders.institutionId, id)),
      };
    },
  },
  {
    what: "removing an institution's single sign-on",
    async prepare(admin) {
      const id = await newInstitution();
      const path = `/admin/institutions/${id}/sso`;
      const saved = await admin.postForm(path, {
        intent: "save",
        issuer: idp.issuer,
        clientId: "fresh-code-client",
        clientSecret: "fresh-code-secret-0002",
        domains: `fresh-code-${serial}.example.org`,
      });
      expect(saved.status).toBe(302);
      return {
        path,
        fields: { intent: "remove" },
        state: () =>
          db()
            .select({ id: ssoProviders.id })
            .from(ssoProviders)
            .where(eq(ssoProviders.institutionId, id)),
      };
    },
  },
];

describe("a sensitive change with a code older than 15 minutes", () => {
  for (const [index, action] of sensitiveActions.entries()) {
    it(`${action.what}: refused until a fresh code is given in the same form, then done`, async () => {
      const { admin, secret } = await adminWithTwoFactor(`fresh-${index}@example.org`);
      const { path, fields, state } = await action.prepare(admin);
      const before = JSON.stringify(await state());

      await codeGivenMinutesAgo(admin.userId, 16);
      const refused = await admin.postForm(path, fields);
      expect(refused.status).toBe(403);
      const page = await refused.text();
      expect(page).toContain(freshCodeNeededMessage);
      expect(page).toContain('name="twoFactorCode"');
      expect(JSON.stringify(await state())).toBe(before);

      const wrong = await admin.postForm(path, {
        ...fields,
        twoFactorCode: await wrongCode(secret),
      });
      expect(wrong.status).toBe(422);
      expect(await wrong.text()).toContain("That code is not right.");
      expect(JSON.stringify(await state())).toBe(before);

      const done = await admin.postForm(path, {
        ...fields,
        twoFactorCode: await unusedCode(secret),
      });
      expect(done.status).toBe(302);
      expect(JSON.stringify(await state())).not.toBe(before);
    });
  }

  it("goes through without a code while the last one is less than 15 minutes old", async () => {
    const { admin } = await adminWithTwoFactor("fresh-enough@example.org");
    const { path, fields, state } = await sensitiveActions[0]!.prepare(admin);
    await codeGivenMinutesAgo(admin.userId, 14);
    const done = await admin.postForm(path, fields);
    expect(done.status).toBe(302);
    expect(await state()).toHaveLength(1);
  });
});
