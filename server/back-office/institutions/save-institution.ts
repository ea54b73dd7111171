import { eq, inArray, sql } from "drizzle-orm";
import {
  institutionNameTakenMessage,
  premiumCourseMessage,
  seatsBelowHeldMessage,
  type InstitutionFormInput,
} from "@common/back-office/institution-form";
import type { Db, DbOrTx } from "../../db/client";
import { isUniqueViolation, sqlStateOf } from "../../db/sql-state";
import { courses, institutionAccounts, institutionCourses } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { withoutTimestamps } from "../courses/audited-row";

export type InstitutionSaveOutcome =
  | { saved: true; id: string; replacedLogoKey: string | null }
  | { saved: false; errors: Record<string, string> };

/** The check a seat count below the seats held breaks (migration 0007). */
const seatsWithinCount = "institution_accounts_seats_within_count";

class Refused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("refused");
  }
}

/**
 * Creates (no `id`) or updates an institution account, the courses its seats open, and its
 * logo when one was uploaded (`logoKey`, already stored), with the audit entry, in one
 * transaction. The seat count is checked against the seats held here for a clear message; the
 * database's check is the authority when a seat is taken at the same moment.
 */
export async function saveInstitution(
  db: Db,
  actor: Actor,
  change: { id?: string; input: InstitutionFormInput; logoKey?: string },
): Promise<InstitutionSaveOutcome> {
  const {
    name,
    seatCount,
    contractStart,
    contractEnd,
    tier,
    emailDomains,
    courseIds,
    retentionYears,
  } = change.input;
  try {
    return await db.transaction(async (tx) => {
      const existing = change.id ? await lockedAccount(tx, change.id) : null;
      if (change.id && !existing) throw new Refused({ form: "This institution no longer exists." });
      await checkCourses(tx, courseIds, tier);
      if (existing && seatCount < existing.seatsHeld)
        throw new Refused({ seatCount: seatsBelowHeldMessage(existing.seatsHeld) });
      const values = {
        name,
        seatCount,
        contractStart,
        contractEnd,
        tier,
        emailDomains,
        retentionYears,
        ...(change.logoKey && { logoKey: change.logoKey }),
      };
      const [row] = existing
        ? await tx
            .update(institutionAccounts)
            .set(values)
            .where(eq(institutionAccounts.id, existing.account.id))
            .returning()
        : await tx.insert(institutionAccounts).values(values).returning();
      const id = row!.id;
      const before = existing ? await coursesOf(tx, id) : [];
      await tx.delete(institutionCourses).where(eq(institutionCourses.institutionId, id));
      if (courseIds.length > 0)
        await tx
          .insert(institutionCourses)
          .values(courseIds.map((courseId) => ({ institutionId: id, courseId })));
      await recordAudit(tx, actor, {
        action: existing ? "institution.update" : "institution.create",
        subjectType: "institution",
        subjectId: id,
        summary: `${existing ? "Edited" : "Created"} the institution “${row!.name}”`,
        before: existing && { ...withoutTimestamps(existing.account), courseIds: before },
        after: { ...withoutTimestamps(row!), courseIds: [...courseIds].sort() },
      });
      const replaced = existing?.account.logoKey;
      return { saved: true, id, replacedLogoKey: change.logoKey && replaced ? replaced : null };
    });
  } catch (error) {
    if (error instanceof Refused) return { saved: false, errors: error.errors };
    if (isUniqueViolation(error))
      return { saved: false, errors: { name: institutionNameTakenMessage } };
    if (violatedCheck(error) === seatsWithinCount)
      return { saved: false, errors: { seatCount: await heldNow(db, change.id) } };
    throw error;
  }
}

async function lockedAccount(tx: DbOrTx, id: string) {
  const [account] = await tx
    .select()
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, id))
    .for("update");
  return account ? { account, seatsHeld: account.seatsHeld } : null;
}

async function coursesOf(tx: DbOrTx, id: string) {
  const rows = await tx
    .select({ courseId: sql<string>`${institutionCourses.courseId}::text` })
    .from(institutionCourses)
    .where(eq(institutionCourses.institutionId, id))
    .orderBy(institutionCourses.courseId);
  return rows.map((row) => row.courseId);
}

/** Every chosen course exists, and a Premium one only with Premium seats. */
async function checkCourses(tx: DbOrTx, courseIds: string[], tier: "standard" | "premium") {
  if (courseIds.length === 0) return;
  const found = await tx
    .select({ id: courses.id, requiredTier: courses.requiredTier })
    .from(courses)
    .where(inArray(courses.id, courseIds));
  if (found.length !== new Set(courseIds).size)
    throw new Refused({ courseIds: "A chosen course no longer exists: choose again." });
  if (tier === "standard" && found.some((course) => course.requiredTier === "premium"))
    throw new Refused({ courseIds: premiumCourseMessage });
}

/** The name of the CHECK constraint a statement broke (check_violation, 23514), if any. */
function violatedCheck(error: unknown): string | null {
  if (sqlStateOf(error) !== "23514") return null;
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

async function heldNow(db: Db, id: string | undefined) {
  const [row] = id
    ? await db
        .select({ held: institutionAccounts.seatsHeld })
        .from(institutionAccounts)
        .where(eq(institutionAccounts.id, id))
    : [];
  return seatsBelowHeldMessage(row?.held ?? 0);
}
