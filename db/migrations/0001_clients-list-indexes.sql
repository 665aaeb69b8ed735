CREATE INDEX "beneficiaries_tenant_branch_idx" ON "beneficiaries" USING btree ("tenant_id","branch_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_tenant_user_idx" ON "beneficiaries" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "companies_tenant_type_updated_idx" ON "companies" USING btree ("tenant_id","account_type","updated_at");--> statement-breakpoint
CREATE INDEX "companies_tenant_branch_idx" ON "companies" USING btree ("tenant_id","branch_id");