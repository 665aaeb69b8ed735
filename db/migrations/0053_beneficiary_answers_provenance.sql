ALTER TABLE "beneficiaries" ADD COLUMN "current_status" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "last_entry_date" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "passport_issue_date" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "prior_receipt_numbers" jsonb;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "field_sources" jsonb;