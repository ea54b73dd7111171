import { eq } from "drizzle-orm";
import { brand } from "@common/brand";
import type { Db } from "../db/client";
import {
  accounts,
  assessmentResults,
  careerApplications,
  courseEnrollments,
  profiles,
  sessions,
  subscriptions,
  userNotes,
  userProgress,
  users,
} from "../db/schema/index";

/**
 * Everything we hold about one person (UK GDPR Art. 15 and 20: access and portability). Each
 * query reads one table filtered by the owner's id in SQL, with no joins, so no other person's
 * rows can slip in; secrets (session tokens, password hashes, provider tokens) are never selected.
 */
export async function exportUserData(db: Db, userId: string, now = new Date()) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const [profile, sessionRows, accountRows, enrolments, progress, notes, results, applications] =
    await Promise.all([
      db.select().from(profiles).where(eq(profiles.userId, userId)),
      db
        .select({
          id: sessions.id,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastActiveAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      db
        .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId)),
      db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, userId)),
      db.select().from(userProgress).where(eq(userProgress.userId, userId)),
      db.select().from(userNotes).where(eq(userNotes.userId, userId)),
      db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId)),
      db.select().from(careerApplications).where(eq(careerApplications.userId, userId)),
    ]);
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));

  return {
    exportedAt: now.toISOString(),
    service: brand.name,
    user,
    profile: profile[0] ?? null,
    sessions: sessionRows,
    accounts: accountRows,
    enrolments,
    progress,
    notes,
    assessmentResults: results,
    careerApplications: applications,
    subscription: subscription ?? null,
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

/** clinova-data-2025-03-14.json, dated in UTC. */
export function exportFileName(now = new Date()) {
  return `${brand.slug}-data-${now.toISOString().slice(0, 10)}.json`;
}
