import { eq } from "drizzle-orm";
import { grantAdmin } from "@server/back-office/admins";
import { sessions, users } from "@server/db/schema";
import { signUpLearner } from "./learner";
import type { TestApp } from "./test-app";

/**
 * A signed-in admin. `twoFactor: "set up"` marks their authenticator as confirmed, and their
 * session as having passed it, directly in the database, for tests about what the back office
 * does once it is open; the set-up and the codes are tested through better-auth in
 * server/back-office/two-factor/*.test.ts.
 */
export async function signInAdmin(
  subject: TestApp,
  email: string,
  options: { twoFactor: "set up" | "none" } = { twoFactor: "set up" },
) {
  const admin = await signUpLearner(subject, email, { name: "Office Admin" });
  await grantAdmin(subject.database.db, email);
  if (options.twoFactor === "set up") {
    await subject.database.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.id, admin.userId));
    await subject.database.db
      .update(sessions)
      .set({ twoFactorVerifiedAt: new Date() })
      .where(eq(sessions.userId, admin.userId));
  }
  return admin;
}
