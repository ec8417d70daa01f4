CREATE TABLE "live_event_question_votes" (
	"message_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_event_question_votes_message_id_account_id_pk" PRIMARY KEY("message_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "live_event_questions" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"live_event_id" integer NOT NULL,
	"asked_by" integer,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_event_questions_votes" CHECK ("live_event_questions"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_event_watch_ticks" (
	"live_event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"tick_id" text NOT NULL,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_event_watch_ticks_live_event_id_account_id_tick_id_pk" PRIMARY KEY("live_event_id","account_id","tick_id"),
	CONSTRAINT "live_event_watch_ticks_seconds" CHECK ("live_event_watch_ticks"."seconds" between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "play_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_event_question_votes" ADD CONSTRAINT "live_event_question_votes_message_id_live_event_questions_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."live_event_questions"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_question_votes" ADD CONSTRAINT "live_event_question_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_questions" ADD CONSTRAINT "live_event_questions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_questions" ADD CONSTRAINT "live_event_questions_live_event_id_live_events_id_fk" FOREIGN KEY ("live_event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_questions" ADD CONSTRAINT "live_event_questions_asked_by_accounts_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_questions" ADD CONSTRAINT "live_event_questions_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_watch_ticks" ADD CONSTRAINT "live_event_watch_ticks_live_event_id_live_events_id_fk" FOREIGN KEY ("live_event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_watch_ticks" ADD CONSTRAINT "live_event_watch_ticks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_event_question_votes_account_idx" ON "live_event_question_votes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "live_event_questions_event_idx" ON "live_event_questions" USING btree ("live_event_id","vote_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_event_watch_ticks_account_idx" ON "live_event_watch_ticks" USING btree ("account_id");