CREATE TABLE "content_daily" (
	"university_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_daily_university_id_day_kind_pk" PRIMARY KEY("university_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "widget_visits" (
	"widget_key" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"university_id" integer,
	"group_id" integer,
	"visits" integer DEFAULT 0 NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_visits_widget_key_day_visitor_hash_pk" PRIMARY KEY("widget_key","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "content_daily" ADD CONSTRAINT "content_daily_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_visits" ADD CONSTRAINT "widget_visits_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_visits" ADD CONSTRAINT "widget_visits_group_id_university_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."university_groups"("id") ON DELETE cascade ON UPDATE no action;