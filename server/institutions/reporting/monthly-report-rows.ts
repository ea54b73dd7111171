import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../cohorts/progress-cells-sql";
import { assignedStandingSql, type AssignedStatus } from "./assigned-standing-sql";

export type MonthlyReportRow = {
  name: string;
  email: string;
  cohorts: string;
  course: string;
  status: AssignedStatus;
  overdue: boolean;
  completedAt: Date | string | null;
  score: number | null;
  expiresAt: Date | string | null;
};

/**
 * Every learner of the institution's cohorts with each course assigned to them, their standing
 * at `now` (docs/product/institutions.md#reporting): one statement, by name then course.
 */
export function monthlyReportRows(db: Db, institutionId: string, now: Date) {
  return rowsOf<MonthlyReportRow>(
    db.execute(sql`
      with ${assignedStandingSql(institutionId, now)}
      select coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name) as name,
        u.email,
        (select string_agg(co.name, '; ' order by co.name)
          from cohort_members cm join cohorts co on co.id = cm.cohort_id
          join cohort_courses cc on cc.cohort_id = co.id and cc.course_id = s.course_id
          where cm.user_id = s.user_id and cm.institution_id = ${institutionId}) as cohorts,
        c.title as course, s.status, s.overdue, s.completed_at as "completedAt",
        s.score, s.expires_at as "expiresAt"
      from standing s
      join users u on u.id = s.user_id left join profiles p on p.user_id = u.id
      join courses c on c.id = s.course_id
      order by lower(coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name)),
        u.id, c.title`),
  );
}
