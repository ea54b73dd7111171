CREATE TABLE "course_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_certificate_number" text,
	"previous_awarded_at" timestamp with time zone,
	"previous_score" integer
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"href" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"user_id" text,
	"external_id" text,
	"user_name" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"user_id" text,
	"learner_name" text NOT NULL,
	"email" text NOT NULL,
	"staff_number" text,
	"registration_number" text,
	"course_id" uuid,
	"course_title" text NOT NULL,
	"cohort_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"completed_at" timestamp with time zone,
	"score" integer,
	"certificate_number" text,
	"expires_at" timestamp with time zone,
	"status" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erase_after" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_records_status_check" CHECK ("training_records"."status" in ('left', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "institution_seats" DROP CONSTRAINT "institution_seats_source_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "institution_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD COLUMN "validity_months" integer;--> statement-breakpoint
ALTER TABLE "institution_accounts" ADD COLUMN "retention_years" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_accounts" ADD COLUMN "scim_token_hash" text;--> statement-breakpoint
ALTER TABLE "institution_accounts" ADD COLUMN "scim_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD COLUMN "staff_number" text;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "institution_managers" ADD COLUMN "role" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_managers" ADD COLUMN "monthly_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_seats" ADD COLUMN "staff_number" text;--> statement-breakpoint
ALTER TABLE "course_renewals" ADD CONSTRAINT "course_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_renewals" ADD CONSTRAINT "course_renewals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_records" ADD CONSTRAINT "training_records_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_records" ADD CONSTRAINT "training_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_records" ADD CONSTRAINT "training_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_renewals_user_course_idx" ON "course_renewals" USING btree ("user_id","course_id","opened_at");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_institution_user_name_key" ON "scim_users" USING btree ("institution_id","user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_institution_external_id_key" ON "scim_users" USING btree ("institution_id","external_id") WHERE "scim_users"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "scim_users_user_idx" ON "scim_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_records_institution_idx" ON "training_records" USING btree ("institution_id","ended_at");--> statement-breakpoint
CREATE INDEX "training_records_erase_idx" ON "training_records" USING btree ("erase_after");--> statement-breakpoint
CREATE INDEX "audit_log_institution_idx" ON "audit_log" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_accounts_scim_token_key" ON "institution_accounts" USING btree ("scim_token_hash");--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD CONSTRAINT "cohort_courses_validity_check" CHECK ("cohort_courses"."validity_months" is null or "cohort_courses"."validity_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "institution_accounts" ADD CONSTRAINT "institution_accounts_retention_check" CHECK ("institution_accounts"."retention_years" between 1 and 50);--> statement-breakpoint
ALTER TABLE "institution_managers" ADD CONSTRAINT "institution_managers_role_check" CHECK ("institution_managers"."role" in ('manager', 'reporter'));--> statement-breakpoint
ALTER TABLE "institution_seats" ADD CONSTRAINT "institution_seats_source_check" CHECK ("institution_seats"."source" in ('invitation', 'sso', 'scim'));