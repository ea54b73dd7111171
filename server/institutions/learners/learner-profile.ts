import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cohortCompletionExpiresAtSql } from "../completion-expiry";
import { personColumns, progressCellsSql, rowsOf } from "../cohorts/progress-cells-sql";

export type LearnerCourse = {
  cohort: string;
  courseId: string;
  title: string;
  lessonCount: number;
  completed: number;
  hasAssessment: boolean;
  bestScore: number | null;
  passed: boolean;
  scenarioCount: number;
  scenariosPassed: number;
  done: boolean;
  certificate: string | null;
  expiresAt: string | null;
};

export type LearnerProfile = {
  seat: {
    userId: string;
    name: string;
    email: string;
    staffNumber: string | null;
    source: "invitation" | "sso" | "scim";
    joinedAt: string;
  };
  cohorts: { id: string; name: string; dueDate: string | null }[];
  courses: LearnerCourse[];
  certificates: { number: string; courseTitle: string; score: number; awardedAt: string }[];
  audit: { id: number; at: string; actor: string; action: string; summary: string }[];
};

/**
 * One learner of the institution as their manager sees them (docs/product/institutions.md#learners-at-scale):
 * the seat, cohorts, each assigned course's evidence (the cohort table's columns, with the
 * expiry by that cohort's validity), certificates of the institution's courses, and the audit
 * entries about them in this institution. One statement; null when they hold no seat here
 * (another institution's learner, or an unknown id), which the page answers with 404.
 */
export async function learnerProfile(
  db: Db,
  institutionId: string,
  userId: string,
): Promise<LearnerProfile | null> {
  const people = sql`
    select ${personColumns} from institution_seats s
    join users u on u.id = s.user_id left join profiles p on p.user_id = u.id
    where s.institution_id = ${institutionId} and s.user_id = ${userId}`;
  const memberships = sql`
    select cm.user_id, cm.cohort_id from cohort_members cm
    where cm.institution_id = ${institutionId} and cm.user_id in (select user_id from people)`;
  const cohortsOf = sql`select cohort_id from memberships`;
  const [row] = await rowsOf<LearnerProfile & { seat: LearnerProfile["seat"] | null }>(
    db.execute(sql`
      with ${progressCellsSql(people, memberships, cohortsOf)}
      select
        (select json_build_object('userId', s.user_id, 'name', pe.name, 'email', pe.email,
            'staffNumber', s.staff_number, 'source', s.source, 'joinedAt', s.joined_at)
          from institution_seats s join people pe on pe.user_id = s.user_id
          where s.institution_id = ${institutionId}) as seat,
        coalesce((select json_agg(json_build_object('id', co.id, 'name', co.name,
            'dueDate', co.due_date) order by lower(co.name))
          from memberships m join cohorts co on co.id = m.cohort_id), '[]'::json) as cohorts,
        coalesce((select json_agg(json_build_object('cohort', co.name, 'courseId', c.course_id,
            'title', c.title, 'lessonCount', c.lesson_count, 'completed', c.completed,
            'hasAssessment', c.has_assessment, 'bestScore', c.best_score, 'passed', c.passed,
            'scenarioCount', ec.scenario_count,
            'scenariosPassed', coalesce(el.scenarios_passed, 0), 'done', c.done,
            'certificate', c.certificate,
            'expiresAt', ${cohortCompletionExpiresAtSql({
              validityMonths: sql`cc.validity_months`,
              completedAt: sql`c.completed_at`,
            })})
            order by lower(c.title), lower(co.name))
          from cells c
          join cohorts co on co.id = c.cohort_id
          join cohort_courses cc on cc.cohort_id = c.cohort_id and cc.course_id = c.course_id
          join evidence_courses ec on ec.course_id = c.course_id
          left join evidence_learners el on el.user_id = c.user_id and el.course_id = c.course_id
        ), '[]'::json) as courses,
        coalesce((select json_agg(json_build_object('number', cert.number,
            'courseTitle', cert.course_title, 'score', cert.score, 'awardedAt', cert.awarded_at)
            order by cert.awarded_at desc)
          from certificates cert
          join institution_courses ic on ic.course_id = cert.course_id
            and ic.institution_id = ${institutionId}
          where cert.user_id in (select user_id from people)), '[]'::json) as certificates,
        coalesce((select json_agg(json_build_object('id', a.id, 'at', a.created_at,
            'actor', a.actor, 'action', a.action, 'summary', a.summary) order by a.created_at desc, a.id desc)
          from (select * from audit_log
            where institution_id = ${institutionId} and subject_type = 'user'
              and subject_id = ${userId} and exists (select 1 from people)
            order by created_at desc, id desc limit 100) a), '[]'::json) as audit`),
  );
  if (!row?.seat) return null;
  return row;
}
