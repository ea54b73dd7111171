import { ilike, sql } from "drizzle-orm";
import type { ListQuery } from "@common/back-office/list-query";
import type { InstitutionListSort } from "@common/back-office/institution-list";
import type { Db } from "../../db/client";
import { institutionAccounts, institutionManagers } from "../../db/schema/index";
import { containing } from "@common/sql-like";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";

const sortable = {
  name: sql`lower(${institutionAccounts.name})`,
  seats: institutionAccounts.seatsHeld,
  contractEnd: institutionAccounts.contractEnd,
  tier: institutionAccounts.tier,
};

/**
 * Where today falls in the contract, by the database's date as the session's seat reads it
 * (server/accounts/auth/session-user.ts), so the list and the learners agree.
 */
const contractState = sql<"running" | "ended" | "not started">`case
  when current_date < ${institutionAccounts.contractStart} then 'not started'
  when current_date > ${institutionAccounts.contractEnd} then 'ended'
  else 'running' end`;

/** One page of institution accounts with their seats and managers counted, in one statement. */
export async function listInstitutions(db: Db, query: ListQuery<InstitutionListSort>) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: institutionAccounts.id,
      name: institutionAccounts.name,
      seatCount: institutionAccounts.seatCount,
      seatsHeld: institutionAccounts.seatsHeld,
      contractStart: institutionAccounts.contractStart,
      contractEnd: institutionAccounts.contractEnd,
      contractState,
      tier: institutionAccounts.tier,
      managers: sql<number>`(select count(*)::int from ${institutionManagers}
        where ${institutionManagers.institutionId} = ${institutionAccounts.id})`.mapWith(Number),
      matching: matchingRows,
    })
    .from(institutionAccounts)
    .where(query.q ? ilike(institutionAccounts.name, containing(query.q)) : undefined)
    .orderBy(...orderFor(query, sortable, institutionAccounts.id))
    .limit(limit)
    .offset(offset);
  return toListPage(rows, query);
}
