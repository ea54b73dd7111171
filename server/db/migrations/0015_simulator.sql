ALTER TABLE "practice_attempts" ADD COLUMN "seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "mode" text DEFAULT 'assessed' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_scenarios" ADD COLUMN "lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_scenarios" ADD CONSTRAINT "practice_scenarios_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;