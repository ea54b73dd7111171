import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  careerApplications,
  contactSubmissions,
  institutionEnquiries,
  institutions,
} from "../../db/schema/index";

export type UnreadCounts = {
  messages: number;
  applications: number;
  enquiries: number;
  /** Institution names people typed, waiting for approval (decision 0047). */
  pendingInstitutionNames: number;
};

/**
 * The inbox's unread items per section, and the institution names waiting, for the navigation:
 * one statement for all (an aggregate without GROUP BY gives one row even over an empty table).
 */
export async function unreadCounts(db: Db): Promise<UnreadCounts> {
  const [row] = await db
    .select({
      messages: sql<number>`count(*) filter (where ${contactSubmissions.readAt} is null)`.mapWith(
        Number,
      ),
      applications:
        sql<number>`(select count(*) from ${careerApplications} where ${careerApplications.readAt} is null)`.mapWith(
          Number,
        ),
      enquiries:
        sql<number>`(select count(*) from ${institutionEnquiries} where ${institutionEnquiries.readAt} is null)`.mapWith(
          Number,
        ),
      pendingInstitutionNames:
        sql<number>`(select count(*) from ${institutions} where ${institutions.status} = 'pending')`.mapWith(
          Number,
        ),
    })
    .from(contactSubmissions);
  return row ?? { messages: 0, applications: 0, enquiries: 0, pendingInstitutionNames: 0 };
}
