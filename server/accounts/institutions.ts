import { and, asc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { institutions } from "../db/schema/index";
import { containing } from "@common/sql-like";

/** A name as the list keeps it: trimmed, inner runs of spaces made one. */
export const cleanInstitutionName = (name: string) => name.trim().replace(/\s+/g, " ");

/**
 * The key a name is compared by, regardless of case and spacing: how a profile's typed text is
 * matched to a name of the list (whose unique index ignores case too).
 */
export const institutionNameKey = (column: AnyPgColumn | SQL) =>
  sql`lower(regexp_replace(btrim(${column}), '[[:space:]]+', ' ', 'g'))`;

/** Whether `column` holds `name`, regardless of case and spacing. */
export const sameInstitutionName = (column: AnyPgColumn | SQL, name: string) =>
  sql`${institutionNameKey(column)} = lower(${cleanInstitutionName(name)})`;

const approved = eq(institutions.status, "approved");

/** Approved institutions whose name contains `query`, by name, at most `limit`. */
export function searchInstitutions(db: Db, query: string, limit = 20) {
  const term = query.trim();
  return db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(and(approved, term ? ilike(institutions.name, containing(term)) : undefined))
    .orderBy(asc(institutions.name))
    .limit(limit);
}

/**
 * What the picker's "Add" answers: the approved name this one matches (any case), else the name
 * as typed, cleaned, without an id. Nothing is written: the name is proposed for the list when a
 * profile is saved with it (`proposeInstitution`), so every proposal has a proposer.
 */
export async function institutionForTypedName(db: Db, name: string) {
  const clean = cleanInstitutionName(name);
  const [existing] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(and(approved, sameInstitutionName(institutions.name, clean)));
  return existing ?? { id: null, name: clean };
}

/**
 * Puts a typed name in the back office's queue (decision 0047), with who typed it, unless the
 * list already has it in any state: an approved name is already offered, a pending one waits
 * with its first proposer, a rejected one is not asked about again.
 */
export async function proposeInstitution(
  db: Pick<Db, "insert">,
  userId: string,
  name: string,
): Promise<void> {
  const clean = cleanInstitutionName(name);
  if (!clean) return;
  await db
    .insert(institutions)
    .values({ name: clean, status: "pending", proposedBy: userId })
    .onConflictDoNothing();
}
