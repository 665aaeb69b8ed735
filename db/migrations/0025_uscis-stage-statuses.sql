DROP INDEX "uscis_case_statuses_petition_uq";--> statement-breakpoint
ALTER TABLE "uscis_case_statuses" ADD COLUMN "stage" text DEFAULT 'case' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "uscis_case_statuses_petition_stage_uq" ON "uscis_case_statuses" USING btree ("petition_id","stage");