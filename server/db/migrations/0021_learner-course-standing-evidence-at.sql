ALTER TABLE "learner_course_standing" ADD COLUMN "evidence_at" timestamp with time zone;--> statement-breakpoint
-- evidence_at: when the latest piece of the current evidence arrived (the last lesson engaged, the
-- first pass since the latest renewal, each scenario's first assessed pass since it). Where the
-- evidence is complete, that is when the course was completed, and a completion's expiry counts
-- from it, certificate or not (decision 0060's amendment). The return type changes: drop, create.
DROP FUNCTION "learner_course_standing_facts"(text, uuid);--> statement-breakpoint
CREATE FUNCTION "learner_course_standing_facts"(p_user text, p_course uuid)
RETURNS TABLE (
  lessons_engaged integer, last_engaged_at timestamptz, assessment_passed boolean,
  scenarios_passed integer, has_progress boolean, lessons_completed integer,
  progress_at timestamptz, has_results boolean, best_score integer, any_passed boolean,
  results_at timestamptz, evidence_at timestamptz
) LANGUAGE sql STABLE AS $$
  WITH renewed AS (
    -- A renewal reopens the course: results and assessed sessions before it stop counting.
    SELECT coalesce(max(cr.opened_at), '-infinity') AS opened_at FROM course_renewals cr
    WHERE cr.user_id = p_user AND cr.course_id = p_course
  ),
  engaged AS (
    SELECT count(*)::int AS n, max(le.engaged_at) AS at
    FROM lesson_engagement le
    JOIN lessons l ON l.id = le.lesson_id
    JOIN modules mo ON mo.id = l.module_id
    WHERE le.user_id = p_user AND mo.course_id = p_course AND le.engaged_at IS NOT NULL
  ),
  progress AS (
    SELECT count(*) > 0 AS any, (count(*) FILTER (WHERE up.completed))::int AS completed,
      max(up.updated_at) AS at
    FROM user_progress up WHERE up.user_id = p_user AND up.course_id = p_course
  ),
  results AS (
    SELECT count(*) > 0 AS any, max(r.score) AS best, coalesce(bool_or(r.passed), false) AS passed,
      max(r.created_at) AS at,
      min(r.created_at) FILTER (WHERE r.passed AND r.created_at >= (SELECT opened_at FROM renewed))
        AS first_pass_since_renewal
    FROM assessment_results r WHERE r.user_id = p_user AND r.course_id = p_course
  ),
  -- Each scenario passed in an assessed session since the renewal, with its first pass (a
  -- session's pass arrives when it finishes).
  scenario_passes AS (
    SELECT min(coalesce(pa.finished_at, pa.started_at)) AS first_pass
    FROM practice_attempts pa JOIN practice_scenarios ps ON ps.id = pa.scenario_id
    WHERE pa.user_id = p_user AND ps.course_id = p_course AND pa.passed AND pa.mode = 'assessed'
      AND pa.started_at >= (SELECT opened_at FROM renewed)
    GROUP BY pa.scenario_id
  ),
  practised AS (
    SELECT count(*)::int AS n, max(sp.first_pass) AS at FROM scenario_passes sp
  )
  SELECT e.n, e.at, r.first_pass_since_renewal IS NOT NULL, pr.n, p.any, p.completed, p.at,
    r.any, r.best, r.passed, r.at, greatest(e.at, r.first_pass_since_renewal, pr.at)
  FROM engaged e, progress p, results r, practised pr
$$;
--> statement-breakpoint
-- As in migration 0019, with evidence_at.
CREATE OR REPLACE FUNCTION "learner_course_standing_refresh"(p_users text[], p_courses uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learner_course_standing (user_id, course_id)
  SELECT DISTINCT t.u, t.c FROM unnest(p_users, p_courses) AS t(u, c)
  JOIN users ON users.id = t.u JOIN courses ON courses.id = t.c
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM learner_course_standing s
  JOIN unnest(p_users, p_courses) AS t(u, c) ON s.user_id = t.u AND s.course_id = t.c
  ORDER BY s.user_id, s.course_id
  FOR UPDATE OF s;
  UPDATE learner_course_standing s SET
    lessons_engaged = f.lessons_engaged, last_engaged_at = f.last_engaged_at,
    assessment_passed = f.assessment_passed, scenarios_passed = f.scenarios_passed,
    has_evidence = (f.lessons_engaged > 0 OR f.assessment_passed OR f.scenarios_passed > 0),
    has_progress = f.has_progress, lessons_completed = f.lessons_completed,
    progress_at = f.progress_at, has_results = f.has_results, best_score = f.best_score,
    any_passed = f.any_passed, results_at = f.results_at, evidence_at = f.evidence_at
  FROM unnest(p_users, p_courses) AS t(u, c),
    LATERAL learner_course_standing_facts(t.u, t.c) f
  WHERE s.user_id = t.u AND s.course_id = t.c;
  DELETE FROM learner_course_standing s USING unnest(p_users, p_courses) AS t(u, c)
  WHERE s.user_id = t.u AND s.course_id = t.c
    AND NOT (s.has_evidence OR s.has_progress OR s.has_results);
END;
$$;
--> statement-breakpoint
-- The rows already there.
SELECT learner_course_standing_refresh(array_agg(user_id), array_agg(course_id))
FROM learner_course_standing;
