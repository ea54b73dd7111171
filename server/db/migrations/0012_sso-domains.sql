CREATE TABLE "sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_institution_id_institution_accounts_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_domains_institution_id_idx" ON "sso_domains" USING btree ("institution_id");