import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/**
 * What every reminder statement ends with: the candidates' keys go into the ledger
 * (`reminder_sends`), and only the rows whose key this statement inserted come back. Two runs
 * at once: the second one's insert waits for the first's transaction and then finds the key
 * taken, so each reminder is sent by exactly one of them (docs/decisions/0059-*.md).
 * `candidates` is a CTE body with a `key` column; `select` reads from `claimed`.
 */
export function claimedRows(ctes: SQL, candidates: SQL, select: SQL) {
  return sql`
    with ${ctes},
    candidates as (${candidates}),
    sent as (
      insert into reminder_sends (key) select distinct key from candidates
      on conflict do nothing returning key
    ),
    claimed as (select candidates.* from candidates join sent on sent.key = candidates.key)
    ${select}`;
}

/** The UK date as a SQL date. */
export const dateParam = (date: string) => sql`${date}::date`;

/** ISO year and week of a date, e.g. 2027-W09: what makes a weekly reminder's key weekly. */
export const isoWeekOf = (date: SQL) => sql`to_char(${date}, 'IYYY-"W"IW')`;

/** Institutions whose contract runs on `today`: no reminder goes out for any other. */
export const liveInstitutions = (today: SQL) => sql`
  live as (
    select ia.id, ia.name, ia.seat_count, ia.seats_held, ia.contract_end
    from institution_accounts ia
    where ${today} between ia.contract_start and ia.contract_end
  )`;

/** The name a reminder greets someone by: their profile's first name, else their account's. */
export const firstNameOf = (user: string, profile: string) =>
  sql.raw(
    `coalesce(nullif(trim(${profile}.first_name), ''), nullif(trim(${user}.name), ''), 'there')`,
  );

/** Whether the person turned this kind of email off (one-click unsubscribe). */
export const optedOut = (userId: SQL, kind: string) =>
  sql`exists (select 1 from email_opt_outs o where o.user_id = ${userId} and o.kind = ${kind})`;

/** The rows of a raw statement, on PGlite and node-postgres alike. */
export async function rowsOf<Row>(db: DbOrTx, statement: SQL) {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}
