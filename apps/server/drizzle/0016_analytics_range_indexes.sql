DROP INDEX "accounts_university_role_idx";--> statement-breakpoint
CREATE INDEX "accounts_university_role_created_idx" ON "accounts" USING btree ("university_id","role_key","created_at");--> statement-breakpoint
CREATE INDEX "dialogs_university_type_created_idx" ON "dialogs" USING btree ("university_id","type","created_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_account_idx" ON "messages" USING btree ("account_id");