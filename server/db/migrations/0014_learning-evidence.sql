CREATE TABLE "assessment_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_draws_user_course_key" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_engagement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"played_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"reading_seconds" integer DEFAULT 0 NOT NULL,
	"last_report_at" timestamp with time zone,
	"engaged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_engagement_user_lesson_key" UNIQUE("user_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "video_seconds" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "reading_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD COLUMN "outcome" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD COLUMN "teaches_lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD COLUMN "teaches_section" text;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "draw_count" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "review_after_fail" text DEFAULT 'wrong-only' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "failure_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "failure_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "assessed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "practice_score" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "practised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "active_minutes" integer;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "passed" boolean;--> statement-breakpoint
ALTER TABLE "assessment_draws" ADD CONSTRAINT "assessment_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_draws" ADD CONSTRAINT "assessment_draws_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_engagement" ADD CONSTRAINT "lesson_engagement_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_engagement" ADD CONSTRAINT "lesson_engagement_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_engagement" ADD CONSTRAINT "lesson_engagement_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_engagement_user_course_idx" ON "lesson_engagement" USING btree ("user_id","course_id");--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_teaches_lesson_id_lessons_id_fk" FOREIGN KEY ("teaches_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_draw_count" CHECK ("assessments"."draw_count" between 1 and 100);--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_review_after_fail" CHECK ("assessments"."review_after_fail" in ('wrong-only', 'full'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_failure_limit" CHECK ("assessments"."failure_limit" between 1 and 100);--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_failure_window" CHECK ("assessments"."failure_window_hours" between 1 and 720);