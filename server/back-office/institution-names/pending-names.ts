import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { InstitutionNameListSort } from "@common/back-office/institution-names";
import type { ListQuery } from "@common/back-office/list-query";
import { institutionNameKey } from "../../accounts/institutions";
import type { Db } from "../../db/client";
import { institutions, profiles, users } from "../../db/schema/index";
import { containing } from "@common/sql-like";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";

/** How many profiles hold this name (any case or spacing): who a merge would re-point. */
const profilesUsing = sql<number>`(select count(*)::int from ${profiles}
  where ${institutionNameKey(profiles.institution)} = lower(${institutions.name}))`.mapWith(Number);

const sortable = {
  name: sql`lower(${institutions.name})`,
  proposedAt: institutions.createdAt,
  profiles: profilesUsing,
};

const pending = eq(institutions.status, "pending");

/**
 * One page of the names waiting for the back office, each with who typed it first and how many
 * profiles hold it, in one statement.
 */
export async function listPendingNames(db: Db, query: ListQuery<InstitutionNameListSort>) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: institutions.id,
      name: institutions.name,
      proposedAt: institutions.createdAt,
      proposerId: users.id,
      proposerEmail: users.email,
      proposerName: users.name,
      profiles: profilesUsing,
      matching: matchingRows,
    })
    .from(institutions)
    .leftJoin(users, eq(users.id, institutions.proposedBy))
    .where(and(pending, query.q ? ilike(institutions.name, containing(query.q)) : undefined))
    .orderBy(...orderFor(query, sortable, institutions.id))
    .limit(limit)
    .offset(offset);
  return toListPage(
    rows.map((row) => ({ ...row, proposedAt: row.proposedAt.toISOString() })),
    query,
  );
}

/** Every approved name, for the merge field's suggestions. */
export function approvedNames(db: Db) {
  return db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.status, "approved"))
    .orderBy(asc(institutions.name));
}
