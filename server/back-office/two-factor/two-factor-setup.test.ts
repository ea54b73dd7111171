import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, twoFactors, users } from "@server/db/schema/index";
import { signInAdmin } from "../../../tests/support/admin";
import { learnerPassword } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { readSetUpPage, unusedCode, wrongCode } from "../../../tests/support/two-factor";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const userOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const auditOf = async (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, id), eq(auditLog.subjectType, "member")))
    .orderBy(desc(auditLog.id));

describe("setting up two-factor authentication on /admin/security", () => {
  it("asks the password, shows the key and backup codes, and opens the back office on a right code", async () => {
    const admin = await signInAdmin(subject, "setup@example.org", { twoFactor: "none" });
    const overview = await admin.request("/admin");
    expect(overview.status).toBe(302);
    expect(overview.headers.get("location")).toBe("/admin/security");

    const intro = await (await admin.request("/admin/security")).text();
    expect(intro).toContain("Set up two-factor authentication");
    expect(intro).toContain("Your password");

    const wrongPassword = await admin.postForm("/admin/security", {
      intent: "start",
      password: "not-my-password-1!",
    });
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.text()).toContain("That password is not right.");
    expect(await db().select().from(twoFactors)).toHaveLength(0);

    const started = await admin.postForm("/admin/security", {
      intent: "start",
      password: learnerPassword,
    });
    expect(started.status).toBe(302);
    const setUpPage = await admin.request("/admin/security");
    // The key and the backup codes are never kept by a cache.
    expect(setUpPage.headers.get("cache-control")).toContain("no-store");
    const html = await setUpPage.text();
    expect(html).toContain("QR code to add Clinova to your authenticator app");
    expect(html).not.toMatch(/<script[^>]*>[^<]*otpauth/);
    const { secret, backupCodes } = readSetUpPage(html);
    expect(backupCodes).toHaveLength(10);

    const refused = await admin.postForm("/admin/security", {
      intent: "confirm",
      code: await wrongCode(secret),
    });
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("That code is not right.");
    expect(readSetUpPage(refusedPage).secret).toBe(secret);
    expect((await userOf(admin.userId))?.twoFactorEnabled).toBe(false);

    const confirmed = await admin.postForm("/admin/security", {
      intent: "confirm",
      code: await unusedCode(secret),
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin");
    expect((await userOf(admin.userId))?.twoFactorEnabled).toBe(true);
    expect((await admin.request("/admin")).status).toBe(200);
    const [entry] = await auditOf(admin.userId);
    expect(entry).toMatchObject({
      actor: "setup@example.org",
      action: "two_factor.enable",
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });

    const status = await (await admin.request("/admin/security")).text();
    expect(status).toContain("Two-factor authentication is on");
    expect(status).toContain("You have 10 backup codes left.");
    expect(status).not.toContain(secret);
  });

  it("refuses a code that is not six digits, with the field's message", async () => {
    const admin = await signInAdmin(subject, "typo@example.org", { twoFactor: "none" });
    await admin.postForm("/admin/security", { intent: "start", password: learnerPassword });
    const refused = await admin.postForm("/admin/security", { intent: "confirm", code: "12ab" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter the 6-digit code from your authenticator app.");
  });

  it("refuses an admin without it any other action, and changes nothing", async () => {
    const admin = await signInAdmin(subject, "pending@example.org", { twoFactor: "none" });
    const before = await auditOf(admin.userId);
    const launch = await admin.postForm("/admin/launch", { launched: "true" });
    expect(launch.status).toBe(403);
    const regenerate = await admin.postForm("/admin/security", {
      intent: "regenerate-backup-codes",
      password: learnerPassword,
    });
    expect(regenerate.status).toBe(403);
    expect(await auditOf(admin.userId)).toEqual(before);
  });

  it("makes new backup codes with the password, audited by their count, never the codes", async () => {
    const admin = await signInAdmin(subject, "codes@example.org", { twoFactor: "none" });
    await admin.postForm("/admin/security", { intent: "start", password: learnerPassword });
    const { secret } = readSetUpPage(await (await admin.request("/admin/security")).text());
    await admin.postForm("/admin/security", { intent: "confirm", code: await unusedCode(secret) });
    const [row] = await db().select().from(twoFactors).where(eq(twoFactors.userId, admin.userId));

    const wrong = await admin.postForm("/admin/security", {
      intent: "regenerate-backup-codes",
      password: "not-my-password-1!",
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("That password is not right.");
    const [unchanged] = await db()
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, admin.userId));
    expect(unchanged?.backupCodes).toBe(row?.backupCodes);

    const made = await admin.postForm("/admin/security", {
      intent: "regenerate-backup-codes",
      password: learnerPassword,
    });
    expect(made.status).toBe(200);
    const page = await made.text();
    expect(page).toContain("Your new backup codes");
    const codes = [
      ...(/data-testid="backup-codes"[^>]*>(.*?)<\/ul>/s.exec(page)?.[1] ?? "").matchAll(
        /<li>([^<]+)<\/li>/g,
      ),
    ];
    expect(codes).toHaveLength(10);
    const [entry] = await auditOf(admin.userId);
    expect(entry).toMatchObject({
      action: "two_factor.backup_codes.regenerate",
      before: { backupCodesLeft: 10 },
      after: { backupCodesLeft: 10 },
    });
    expect(JSON.stringify(entry)).not.toContain(codes[0]![1]);
  });
});
