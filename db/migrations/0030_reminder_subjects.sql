DROP INDEX "reminders_deadline_uq";--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "deadline_subject" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "title_params" jsonb;--> statement-breakpoint
UPDATE "reminders" SET "deadline_subject" = "petition_id"::text WHERE "source" = 'deadline';--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_deadline_uq" ON "reminders" USING btree ("tenant_id","deadline_subject","deadline_kind","offset_days") WHERE "reminders"."source" = 'deadline';