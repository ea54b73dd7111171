-- Lessons completed before completed_at existed: the last change of the row is the closest date we have.
UPDATE "user_progress" SET "completed_at" = "updated_at" WHERE "completed" AND "completed_at" IS NULL;
