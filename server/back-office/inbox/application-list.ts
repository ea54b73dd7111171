import { and, eq, sql } from "drizzle-orm";
import type { ApplicationListSort, InboxFilter } from "@common/back-office/inbox-list";
import type { ListQuery } from "@common/back-office/list-query";
import type { Db } from "../../db/client";
import { careerApplications as applications, users } from "../../db/schema/index";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";
import { fullName, isoText, searching, unreadOnly } from "./inbox-sql";

const name = fullName(applications.firstName, applications.lastName);

const sortable = { name, receivedAt: applications.createdAt };

/**
 * One page of career applications, in one statement. The form asks no email; an applicant who
 * was signed in is reachable through their account's.
 */
export async function listApplications(
  db: Db,
  query: ListQuery<ApplicationListSort>,
  filter: InboxFilter,
) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: applications.id,
      name,
      accountEmail: users.email,
      hasResume: sql<boolean>`${applications.resumeUrl} <> ''`,
      hasCoverLetter: sql<boolean>`coalesce(${applications.coverLetter}, '') <> ''`,
      receivedAt: applications.createdAt,
      unread: sql<boolean>`${applications.readAt} is null`,
      matching: matchingRows,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        searching(query.q, [name, users.email, applications.coverLetter]),
        unreadOnly(applications.readAt, filter.unreadOnly),
      ),
    )
    .orderBy(...orderFor(query, sortable, applications.id))
    .limit(limit)
    .offset(offset);
  return toListPage(
    rows.map((row) => ({ ...row, receivedAt: isoText(row.receivedAt) })),
    query,
  );
}
