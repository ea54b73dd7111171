import { eq, ilike, or, sql } from "drizzle-orm";
import type { ListQuery } from "@common/back-office/list-query";
import type { MemberListSort } from "@common/back-office/member-list";
import type { Db } from "../../db/client";
import { profiles, subscriptions, users } from "../../db/schema/index";
import { containing } from "@common/sql-like";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";

/** The profile's name, else the account's (someone who has not completed their profile yet). */
export const memberName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`;

const sortable = {
  name: sql`lower(${memberName})`,
  email: users.email,
  joined: users.createdAt,
  subscription: sql`coalesce(${subscriptions.status}, 'none')`,
};

/** One page of members with their profile and subscription, in one statement. */
export async function listMembers(db: Db, query: ListQuery<MemberListSort>) {
  const pattern = containing(query.q);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: users.id,
      name: memberName,
      email: users.email,
      emailVerified: users.emailVerified,
      institution: profiles.institution,
      subscriptionStatus: subscriptions.status,
      tier: subscriptions.tier,
      joined: sql<string>`${users.createdAt}`.mapWith((value: string | Date) =>
        new Date(value).toISOString(),
      ),
      matching: matchingRows,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      query.q
        ? or(
            ilike(memberName, pattern),
            ilike(users.email, pattern),
            ilike(profiles.institution, pattern),
            ilike(profiles.regNo, pattern),
          )
        : undefined,
    )
    .orderBy(...orderFor(query, sortable, users.id))
    .limit(limit)
    .offset(offset);
  return toListPage(rows, query);
}
