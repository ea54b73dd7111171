import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOptOuts } from "../db/schema/index";
import type { UnsubscribeClaims } from "./unsubscribe-token";

/**
 * Turns the kind of email off for the person; doing it again changes nothing. An account
 * deleted since the email was sent has nothing to turn off (the insert finds no user).
 */
export async function optOut(db: Db, { userId, kind }: UnsubscribeClaims) {
  await db.execute(sql`
    insert into email_opt_outs (user_id, kind)
    select u.id, ${kind} from users u where u.id = ${userId}
    on conflict do nothing`);
}

/** Turns it back on. */
export async function optIn(db: Db, { userId, kind }: UnsubscribeClaims) {
  await db
    .delete(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
}

/** Whether the person has turned the kind off. */
export async function isOptedOut(db: Db, { userId, kind }: UnsubscribeClaims) {
  const rows = await db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
  return rows.length > 0;
}
