ALTER TABLE "petitions" ADD COLUMN "petitioner_name" text;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "beneficiary_name" text;--> statement-breakpoint
CREATE INDEX "petitions_tenant_petitioner_name_idx" ON "petitions" USING btree ("tenant_id","petitioner_name");--> statement-breakpoint
CREATE INDEX "petitions_tenant_beneficiary_name_idx" ON "petitions" USING btree ("tenant_id","beneficiary_name");--> statement-breakpoint
CREATE INDEX "petitions_tenant_custom_case_number_idx" ON "petitions" USING btree ("tenant_id","custom_case_number");