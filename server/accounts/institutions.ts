import { asc, ilike, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { institutions } from "../db/schema/index";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Institutions whose name contains `query`, by name, at most `limit`. */
export function searchInstitutions(db: Db, query: string, limit = 20) {
  const term = query.trim();
  return db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(term ? ilike(institutions.name, `%${escapeLike(term)}%`) : undefined)
    .orderBy(asc(institutions.name))
    .limit(limit);
}

/** Adds an institution, or returns the one that already has this name (any case). */
export async function addInstitution(db: Db, name: string) {
  const clean = name.trim().replace(/\s+/g, " ");
  const [inserted] = await db
    .insert(institutions)
    .values({ name: clean })
    .onConflictDoNothing()
    .returning({ id: institutions.id, name: institutions.name });
  if (inserted) return { institution: inserted, created: true };
  const [existing] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(sql`lower(${institutions.name}) = lower(${clean})`);
  if (!existing) throw new Error("institution vanished during insert");
  return { institution: existing, created: false };
}
