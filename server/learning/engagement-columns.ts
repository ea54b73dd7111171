import { sql } from "drizzle-orm";
import { lessonEngagement } from "../db/schema/index";
import { outerCourseId } from "./course-ref";

const engagementOf = (userId: string) => sql`
  from ${lessonEngagement} le
  where le.user_id = ${userId} and le.course_id = ${outerCourseId}`;

/**
 * The viewer's measured study of each course of a `courses` query (docs/product/learning.md#engagement),
 * as subqueries of the same statement over the viewer's own rows (their user and course index):
 * how many lessons are engaged, and the active seconds measured (video watched plus reading).
 */
export function engagementColumns(userId: string) {
  return {
    lessonsEngaged: sql<number>`(
      select count(*) filter (where le.engaged_at is not null) ${engagementOf(userId)})`.mapWith(
      Number,
    ),
    activeSeconds: sql<number>`(
      select coalesce(sum(le.watched_seconds + le.reading_seconds), 0) ${engagementOf(userId)})`.mapWith(
      Number,
    ),
  };
}
