-- The global search: pg_trgm (trigram similarity) and GIN trigram indexes of the searched columns.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "petition_documents_file_name_trgm_idx" ON "petition_documents" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "petition_documents_doc_type_trgm_idx" ON "petition_documents" USING gin ("doc_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "i9_employees_first_name_trgm_idx" ON "i9_employees" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "i9_employees_last_name_trgm_idx" ON "i9_employees" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_bill_to_name_trgm_idx" ON "invoices" USING gin ("bill_to_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lcas_job_title_trgm_idx" ON "lcas" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lcas_lca_number_trgm_idx" ON "lcas" USING gin ("lca_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_tickets_subject_trgm_idx" ON "support_tickets" USING gin ("subject" gin_trgm_ops);