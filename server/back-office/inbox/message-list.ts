import { and, sql } from "drizzle-orm";
import type { InboxFilter, MessageListSort } from "@common/back-office/inbox-list";
import type { ListQuery } from "@common/back-office/list-query";
import type { Db } from "../../db/client";
import { contactSubmissions as messages } from "../../db/schema/index";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";
import { fullName, isoText, searching, unreadOnly } from "./inbox-sql";

const name = fullName(messages.firstName, messages.lastName);

const sortable = { name, email: messages.email, receivedAt: messages.createdAt };

/** One page of contact messages, in one statement. */
export async function listMessages(db: Db, query: ListQuery<MessageListSort>, filter: InboxFilter) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: messages.id,
      name,
      email: messages.email,
      excerpt: sql<string>`left(${messages.message}, 120)`,
      receivedAt: messages.createdAt,
      unread: sql<boolean>`${messages.readAt} is null`,
      matching: matchingRows,
    })
    .from(messages)
    .where(
      and(
        searching(query.q, [name, messages.email, messages.message]),
        unreadOnly(messages.readAt, filter.unreadOnly),
      ),
    )
    .orderBy(...orderFor(query, sortable, messages.id))
    .limit(limit)
    .offset(offset);
  return toListPage(
    rows.map((row) => ({ ...row, receivedAt: isoText(row.receivedAt) })),
    query,
  );
}
