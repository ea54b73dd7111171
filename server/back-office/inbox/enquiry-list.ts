import { and, eq, sql } from "drizzle-orm";
import type { EnquiryStatus } from "@common/back-office/enquiry-status";
import type { EnquiryListSort, InboxFilter } from "@common/back-office/inbox-list";
import type { ListQuery } from "@common/back-office/list-query";
import type { Db } from "../../db/client";
import { institutionEnquiries as enquiries } from "../../db/schema/index";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";
import { fullName, isoText, searching, unreadOnly } from "./inbox-sql";

const name = fullName(enquiries.firstName, enquiries.lastName);

// Through the conversation's stages rather than alphabetically.
const statusOrder = sql<number>`array_position(array['new','contacted','won','lost'], ${enquiries.status})`;

const sortable = {
  name,
  workEmail: enquiries.workEmail,
  numberOfUsers: enquiries.numberOfUsers,
  status: statusOrder,
  receivedAt: enquiries.createdAt,
};

/** One page of institution enquiries, in one statement. */
export async function listEnquiries(
  db: Db,
  query: ListQuery<EnquiryListSort>,
  filter: InboxFilter,
) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: enquiries.id,
      name,
      workEmail: enquiries.workEmail,
      numberOfUsers: enquiries.numberOfUsers,
      status: sql<EnquiryStatus>`${enquiries.status}`,
      receivedAt: enquiries.createdAt,
      unread: sql<boolean>`${enquiries.readAt} is null`,
      matching: matchingRows,
    })
    .from(enquiries)
    .where(
      and(
        searching(query.q, [name, enquiries.workEmail, enquiries.message, enquiries.others]),
        unreadOnly(enquiries.readAt, filter.unreadOnly),
        filter.status ? eq(enquiries.status, filter.status) : undefined,
      ),
    )
    .orderBy(...orderFor(query, sortable, enquiries.id))
    .limit(limit)
    .offset(offset);
  return toListPage(
    rows.map((row) => ({ ...row, receivedAt: isoText(row.receivedAt) })),
    query,
  );
}
