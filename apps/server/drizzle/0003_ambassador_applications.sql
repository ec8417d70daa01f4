CREATE TABLE "ambassador_applications" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"access_code_id" integer,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"info_saved_at" timestamp with time zone,
	"avatar_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassador_applications_status" CHECK ("ambassador_applications"."status" in ('in_progress', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "ambassador_access_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "ambassador_access_codes" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassador_access_codes" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD CONSTRAINT "ambassador_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD CONSTRAINT "ambassador_applications_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD CONSTRAINT "ambassador_applications_access_code_id_ambassador_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."ambassador_access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD CONSTRAINT "ambassador_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_applications_university_status_idx" ON "ambassador_applications" USING btree ("university_id","status");--> statement-breakpoint
CREATE INDEX "ambassador_access_codes_university_idx" ON "ambassador_access_codes" USING btree ("university_id");--> statement-breakpoint
ALTER TABLE "ambassador_access_codes" ADD CONSTRAINT "ambassador_access_codes_used_count" CHECK ("ambassador_access_codes"."used_count" >= 0);--> statement-breakpoint
ALTER TABLE "ambassador_access_codes" ADD CONSTRAINT "ambassador_access_codes_max_uses" CHECK ("ambassador_access_codes"."max_uses" is null or ("ambassador_access_codes"."max_uses" > 0 and "ambassador_access_codes"."used_count" <= "ambassador_access_codes"."max_uses"));