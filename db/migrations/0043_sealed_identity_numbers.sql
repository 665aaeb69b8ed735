ALTER TABLE "cap_registrations" ADD COLUMN "passport_number_sealed" text;--> statement-breakpoint
ALTER TABLE "cap_registrations" ADD COLUMN "passport_number_index" text;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "answer_numbers_sealed" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "passport_number_sealed" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "passport_number_index" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "i94_number_sealed" text;--> statement-breakpoint
ALTER TABLE "dependants" ADD COLUMN "passport_number_sealed" text;--> statement-breakpoint
CREATE INDEX "cap_registrations_passport_idx" ON "cap_registrations" USING btree ("tenant_id","fiscal_year","passport_number_index");--> statement-breakpoint
CREATE INDEX "beneficiaries_tenant_passport_idx" ON "beneficiaries" USING btree ("tenant_id","passport_number_index");