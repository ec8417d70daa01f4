ALTER TABLE "dialogs" ADD COLUMN "subject_id" integer;--> statement-breakpoint
CREATE INDEX "dialogs_space_subject_idx" ON "dialogs" USING btree ("space_id","subject_id") WHERE space_id is not null;