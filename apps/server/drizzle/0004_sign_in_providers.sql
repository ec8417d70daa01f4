CREATE TABLE "identity_providers" (
	"university_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text,
	"saml_entry_point" text,
	"saml_certificate" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_providers_kind" CHECK ("identity_providers"."kind" in ('oidc', 'saml'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"university_id" integer,
	"group_id" integer,
	"base_path" text NOT NULL,
	"guest" text NOT NULL,
	"opener_challenge" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"engagement" jsonb,
	"identity" jsonb,
	"result_code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"exchanged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_flows" ADD CONSTRAINT "sign_in_flows_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_flows_result_code_idx" ON "sign_in_flows" USING btree ("result_code_hash");--> statement-breakpoint
CREATE INDEX "sign_in_flows_expires_idx" ON "sign_in_flows" USING btree ("expires_at");