import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { sessions, users } from "@server/db/schema";

/**
 * Two-factor authentication set up for a person, and passed by their sessions open now, written
 * in the database: for journeys about what the back office does once it is open. The set-up and
 * the codes have their own tests (server/back-office/two-factor/, back-office-two-factor.spec.ts).
 */
export async function markTwoFactorPassed(db: Db, userId: string) {
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date() })
    .where(eq(sessions.userId, userId));
}
