CREATE TABLE "learner_course_standing" (
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"lessons_engaged" integer DEFAULT 0 NOT NULL,
	"last_engaged_at" timestamp with time zone,
	"assessment_passed" boolean DEFAULT false NOT NULL,
	"scenarios_passed" integer DEFAULT 0 NOT NULL,
	"has_evidence" boolean DEFAULT false NOT NULL,
	"has_progress" boolean DEFAULT false NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"progress_at" timestamp with time zone,
	"has_results" boolean DEFAULT false NOT NULL,
	"best_score" integer,
	"any_passed" boolean DEFAULT false NOT NULL,
	"results_at" timestamp with time zone,
	CONSTRAINT "learner_course_standing_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "learner_course_standing" ADD CONSTRAINT "learner_course_standing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_course_standing" ADD CONSTRAINT "learner_course_standing_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;