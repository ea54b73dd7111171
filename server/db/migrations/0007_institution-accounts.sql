CREATE TABLE "cohort_courses" (
	"cohort_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "cohort_courses_cohort_id_course_id_pk" PRIMARY KEY("cohort_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_members" (
	"cohort_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_members_cohort_id_user_id_pk" PRIMARY KEY("cohort_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"name" text NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_id_institution_key" UNIQUE("id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "institution_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"seat_count" integer NOT NULL,
	"seats_held" integer DEFAULT 0 NOT NULL,
	"contract_start" date NOT NULL,
	"contract_end" date NOT NULL,
	"tier" "access_tier" DEFAULT 'standard' NOT NULL,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_accounts_seat_count_check" CHECK ("institution_accounts"."seat_count" >= 0),
	CONSTRAINT "institution_accounts_seats_within_count" CHECK ("institution_accounts"."seats_held" >= 0 and "institution_accounts"."seats_held" <= "institution_accounts"."seat_count"),
	CONSTRAINT "institution_accounts_contract_check" CHECK ("institution_accounts"."contract_end" >= "institution_accounts"."contract_start")
);
--> statement-breakpoint
CREATE TABLE "institution_courses" (
	"institution_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "institution_courses_institution_id_course_id_pk" PRIMARY KEY("institution_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "institution_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"email" text NOT NULL,
	"cohort_id" uuid,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "institution_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "institution_managers" (
	"institution_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"named_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_managers_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "institution_seats" (
	"institution_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_seats_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id"),
	CONSTRAINT "institution_seats_user_key" UNIQUE("user_id"),
	CONSTRAINT "institution_seats_source_check" CHECK ("institution_seats"."source" in ('invitation', 'sso'))
);
--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD CONSTRAINT "cohort_courses_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD CONSTRAINT "cohort_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_members" ADD CONSTRAINT "cohort_members_cohort_fk" FOREIGN KEY ("cohort_id","institution_id") REFERENCES "public"."cohorts"("id","institution_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_members" ADD CONSTRAINT "cohort_members_seat_fk" FOREIGN KEY ("institution_id","user_id") REFERENCES "public"."institution_seats"("institution_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_courses" ADD CONSTRAINT "institution_courses_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_courses" ADD CONSTRAINT "institution_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD CONSTRAINT "institution_invitations_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD CONSTRAINT "institution_invitations_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD CONSTRAINT "institution_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD CONSTRAINT "institution_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_managers" ADD CONSTRAINT "institution_managers_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_managers" ADD CONSTRAINT "institution_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_managers" ADD CONSTRAINT "institution_managers_named_by_users_id_fk" FOREIGN KEY ("named_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_seats" ADD CONSTRAINT "institution_seats_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_seats" ADD CONSTRAINT "institution_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_members_user_idx" ON "cohort_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_institution_name_lower_key" ON "cohorts" USING btree ("institution_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "institution_accounts_name_lower_key" ON "institution_accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "institution_invitations_open_key" ON "institution_invitations" USING btree ("institution_id","email") WHERE "institution_invitations"."accepted_at" is null and "institution_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "institution_managers_user_idx" ON "institution_managers" USING btree ("user_id");