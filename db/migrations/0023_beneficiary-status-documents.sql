ALTER TABLE "beneficiaries" ADD COLUMN "i94_number" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "i94_expiry" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "visa_stamp_expiry" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "ead_expiry" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "h1b_start_date" text;