-- learner_course_standing is kept by the database itself (decision 0066): every write to a fact
-- table refreshes the summary rows of the (learner, course) pairs it touched, in the writer's
-- transaction, so no writer can forget it. The facts are computed here, once, from the raw rows.
CREATE FUNCTION "learner_course_standing_facts"(p_user text, p_course uuid)
RETURNS TABLE (
  lessons_engaged integer, last_engaged_at timestamptz, assessment_passed boolean,
  scenarios_passed integer, has_progress boolean, lessons_completed integer,
  progress_at timestamptz, has_results boolean, best_score integer, any_passed boolean,
  results_at timestamptz
) LANGUAGE sql STABLE AS $$
  WITH renewed AS (
    -- A renewal reopens the course: results and assessed sessions before it stop counting.
    SELECT max(cr.opened_at) AS opened_at FROM course_renewals cr
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
      coalesce(bool_or(r.passed AND r.created_at >= coalesce((SELECT opened_at FROM renewed), '-infinity')), false)
        AS passed_since_renewal
    FROM assessment_results r WHERE r.user_id = p_user AND r.course_id = p_course
  ),
  practised AS (
    SELECT count(DISTINCT pa.scenario_id)::int AS n
    FROM practice_attempts pa JOIN practice_scenarios ps ON ps.id = pa.scenario_id
    WHERE pa.user_id = p_user AND ps.course_id = p_course AND pa.passed AND pa.mode = 'assessed'
      AND pa.started_at >= coalesce((SELECT opened_at FROM renewed), '-infinity')
  )
  SELECT e.n, e.at, r.passed_since_renewal, pr.n, p.any, p.completed, p.at, r.any, r.best,
    r.passed, r.at
  FROM engaged e, progress p, results r, practised pr
$$;
--> statement-breakpoint
-- Refreshes the given pairs (two arrays of equal length). The placeholder insert and the row
-- locks serialise writers of one pair: the facts are read after the lock, in a statement of
-- their own, so they include a concurrent writer's committed rows.
CREATE FUNCTION "learner_course_standing_refresh"(p_users text[], p_courses uuid[])
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
    any_passed = f.any_passed, results_at = f.results_at
  FROM unnest(p_users, p_courses) AS t(u, c),
    LATERAL learner_course_standing_facts(t.u, t.c) f
  WHERE s.user_id = t.u AND s.course_id = t.c;
  DELETE FROM learner_course_standing s USING unnest(p_users, p_courses) AS t(u, c)
  WHERE s.user_id = t.u AND s.course_id = t.c
    AND NOT (s.has_evidence OR s.has_progress OR s.has_results);
END;
$$;
--> statement-breakpoint
-- For the fact tables that carry user_id and course_id.
CREATE FUNCTION "learner_course_standing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE us text[]; cs uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(course_id) INTO us, cs
    FROM (SELECT DISTINCT user_id, course_id FROM new_rows) p;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(user_id), array_agg(course_id) INTO us, cs FROM (
      SELECT user_id, course_id FROM new_rows UNION SELECT user_id, course_id FROM old_rows) p;
  ELSE
    SELECT array_agg(user_id), array_agg(course_id) INTO us, cs
    FROM (SELECT DISTINCT user_id, course_id FROM old_rows) p;
  END IF;
  IF us IS NOT NULL THEN PERFORM learner_course_standing_refresh(us, cs); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- practice_attempts reach their course through the scenario.
CREATE FUNCTION "learner_course_standing_practice_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE us text[]; cs uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(course_id) INTO us, cs FROM (
      SELECT DISTINCT n.user_id, ps.course_id FROM new_rows n
      JOIN practice_scenarios ps ON ps.id = n.scenario_id) p;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(user_id), array_agg(course_id) INTO us, cs FROM (
      SELECT n.user_id, ps.course_id FROM new_rows n JOIN practice_scenarios ps ON ps.id = n.scenario_id
      UNION
      SELECT o.user_id, ps.course_id FROM old_rows o JOIN practice_scenarios ps ON ps.id = o.scenario_id) p;
  ELSE
    SELECT array_agg(user_id), array_agg(course_id) INTO us, cs FROM (
      SELECT DISTINCT o.user_id, ps.course_id FROM old_rows o
      JOIN practice_scenarios ps ON ps.id = o.scenario_id) p;
  END IF;
  IF us IS NOT NULL THEN PERFORM learner_course_standing_refresh(us, cs); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A scenario removed (its attempts go with it) or moved: every summary of its course(s) again.
CREATE FUNCTION "learner_course_standing_scenario_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE us text[]; cs uuid[];
BEGIN
  SELECT array_agg(s.user_id), array_agg(s.course_id) INTO us, cs
  FROM learner_course_standing s WHERE s.course_id IN (SELECT course_id FROM old_rows);
  IF us IS NOT NULL THEN PERFORM learner_course_standing_refresh(us, cs); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lesson_engagement_standing_insert" AFTER INSERT ON "lesson_engagement" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "lesson_engagement_standing_update" AFTER UPDATE ON "lesson_engagement" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "lesson_engagement_standing_delete" AFTER DELETE ON "lesson_engagement" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "user_progress_standing_insert" AFTER INSERT ON "user_progress" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "user_progress_standing_update" AFTER UPDATE ON "user_progress" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "user_progress_standing_delete" AFTER DELETE ON "user_progress" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "assessment_results_standing_insert" AFTER INSERT ON "assessment_results" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "assessment_results_standing_update" AFTER UPDATE ON "assessment_results" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "assessment_results_standing_delete" AFTER DELETE ON "assessment_results" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "course_renewals_standing_insert" AFTER INSERT ON "course_renewals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "course_renewals_standing_update" AFTER UPDATE ON "course_renewals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "course_renewals_standing_delete" AFTER DELETE ON "course_renewals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_changed"();--> statement-breakpoint
CREATE TRIGGER "practice_attempts_standing_insert" AFTER INSERT ON "practice_attempts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_practice_changed"();--> statement-breakpoint
CREATE TRIGGER "practice_attempts_standing_update" AFTER UPDATE ON "practice_attempts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_practice_changed"();--> statement-breakpoint
CREATE TRIGGER "practice_attempts_standing_delete" AFTER DELETE ON "practice_attempts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_practice_changed"();--> statement-breakpoint
CREATE TRIGGER "practice_scenarios_standing_update" AFTER UPDATE ON "practice_scenarios" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_scenario_changed"();--> statement-breakpoint
CREATE TRIGGER "practice_scenarios_standing_delete" AFTER DELETE ON "practice_scenarios" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "learner_course_standing_scenario_changed"();--> statement-breakpoint
-- The rows already there.
INSERT INTO learner_course_standing (user_id, course_id)
SELECT p.user_id, p.course_id FROM (
  SELECT user_id, course_id FROM lesson_engagement
  UNION SELECT user_id, course_id FROM user_progress
  UNION SELECT user_id, course_id FROM assessment_results
  UNION SELECT user_id, course_id FROM course_renewals
  UNION SELECT pa.user_id, ps.course_id FROM practice_attempts pa
    JOIN practice_scenarios ps ON ps.id = pa.scenario_id
) p;--> statement-breakpoint
SELECT learner_course_standing_refresh(array_agg(user_id), array_agg(course_id))
FROM learner_course_standing;
