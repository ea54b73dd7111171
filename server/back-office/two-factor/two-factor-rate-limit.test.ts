import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, twoFactors } from "@server/db/schema/index";
import { rateRules } from "@server/security/rate-limit";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { learnerPassword } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { setUpTwoFactorThroughPages } from "../../../tests/support/two-factor";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe("limits on two-factor attempts", () => {
  it("refuses passwords on the security page past ten in 15 minutes, and changes nothing", async () => {
    const admin = await signInAdmin(subject, "limited@example.org", { twoFactor: "none" });
    await setUpTwoFactorThroughPages(admin, learnerPassword);
    const [row] = await subject.database.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, admin.userId));
    const [lastEntry] = await subject.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const regenerate = (password: string) =>
      admin.postForm("/admin/security", { intent: "regenerate-backup-codes", password });
    // The set-up took two of the ten.
    for (let attempt = 3; attempt <= rateRules.twoFactorSetupPerAccount.limit; attempt++) {
      expect((await regenerate("not-my-password-1!")).status, `attempt ${attempt}`).toBe(422);
    }
    const refused = await regenerate(learnerPassword);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("Too many attempts");
    const [after] = await subject.database.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, admin.userId));
    expect(after?.backupCodes).toBe(row?.backupCodes);
    const [stillLast] = await subject.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(stillLast?.id).toBe(lastEntry?.id);
  });

  it("counts codes from one address on the API and the sign-in page together", async () => {
    const admin = await signInAdmin(subject, "address@example.org", { twoFactor: "none" });
    await setUpTwoFactorThroughPages(admin, learnerPassword);
    const browser = httpSession(subject);
    const login = await browser.postForm("/login", {
      email: "address@example.org",
      password: learnerPassword,
    });
    expect(login.headers.get("location")).toMatch(/^\/login\/two-factor/);

    const client = httpSession(subject);
    for (let attempt = 1; attempt <= rateRules.twoFactorPerAddress.limit; attempt++) {
      const answer = await client.postJson("/api/auth/two-factor/verify-totp", { code: "123456" });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const api = await client.postJson("/api/auth/two-factor/verify-backup-code", {
      code: "abcde-12345",
    });
    expect(api.status).toBe(429);
    expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
    const page = await browser.postForm("/login/two-factor", { method: "totp", code: "123456" });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("Too many attempts");
  });
});
