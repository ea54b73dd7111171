ALTER TABLE "sessions" ADD COLUMN "two_factor_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" integer;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "lock_notified_until" timestamp with time zone;