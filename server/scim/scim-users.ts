import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { institutionSeats, scimUsers } from "../db/schema/index";
import type { UserFilter } from "./scim-filter";

/** A stored user with their seat's staff number; the seat's presence is not their `active`. */
const columns = {
  id: scimUsers.id,
  userId: scimUsers.userId,
  userName: scimUsers.userName,
  externalId: scimUsers.externalId,
  givenName: scimUsers.givenName,
  familyName: scimUsers.familyName,
  active: scimUsers.active,
  employeeNumber: institutionSeats.staffNumber,
  seatHolder: institutionSeats.userId,
  createdAt: scimUsers.createdAt,
  updatedAt: scimUsers.updatedAt,
};

const withSeat = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(scimUsers)
    .leftJoin(
      institutionSeats,
      and(
        eq(institutionSeats.institutionId, scimUsers.institutionId),
        eq(institutionSeats.userId, scimUsers.userId),
      ),
    )
    .where(where);

/** One of the institution's users by SCIM id: another institution's id finds nothing. */
export async function scimUserById(db: DbOrTx, institutionId: string, id: string) {
  const [row] = await withSeat(
    db,
    and(eq(scimUsers.institutionId, institutionId), eq(scimUsers.id, id)),
  );
  return row ?? null;
}

/** A page of the institution's users, filtered or not, in the order they were provisioned. */
export async function listScimUsers(
  db: DbOrTx,
  institutionId: string,
  filter: UserFilter | null,
  page: { startIndex: number; count: number },
) {
  const where = and(
    eq(scimUsers.institutionId, institutionId),
    filter ? eq(scimUsers[filter.attribute], filter.value) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(scimUsers).where(where);
  const rows =
    page.count === 0
      ? []
      : await withSeat(db, where)
          .orderBy(asc(scimUsers.createdAt), asc(scimUsers.id))
          .limit(page.count)
          .offset(page.startIndex - 1);
  return { total: total?.n ?? 0, rows };
}
