ALTER TABLE "institutions" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "proposed_by" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_status_check" CHECK ("institutions"."status" in ('approved', 'pending', 'rejected'));