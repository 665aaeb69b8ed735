-- Issue 15: cloud drives, video meetings, standing documents; the global search needs pg_trgm (trigram similarity) before its GIN trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "company_document_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid,
	"folder_id" uuid,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"expiry_date" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "drive_connections" (
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_label" text,
	"tokens_sealed" text,
	"access_expires_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"connected_by_user_id" uuid,
	"connected_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_connections_tenant_id_provider_pk" PRIMARY KEY("tenant_id","provider")
);
--> statement-breakpoint
CREATE TABLE "drive_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"verifier_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_signals" (
	"meeting_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"kind" text NOT NULL,
	"session" text NOT NULL,
	"to_session" text,
	"data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_signals_meeting_id_seq_pk" PRIMARY KEY("meeting_id","seq")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"petition_id" uuid,
	"invitee_name" text,
	"invitee_email" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"host_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"guest_name" text,
	"host_joined_at" timestamp with time zone,
	"guest_joined_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_document_folders" ADD CONSTRAINT "company_document_folders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_folders" ADD CONSTRAINT "company_document_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_versions" ADD CONSTRAINT "company_document_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_versions" ADD CONSTRAINT "company_document_versions_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_folder_id_company_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."company_document_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_connections" ADD CONSTRAINT "drive_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_oauth_states" ADD CONSTRAINT "drive_oauth_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_signals" ADD CONSTRAINT "meeting_signals_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_signals" ADD CONSTRAINT "meeting_signals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_document_folders_tenant_company_idx" ON "company_document_folders" USING btree ("tenant_id","company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_document_versions_doc_version_uq" ON "company_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "company_document_versions_file_key_uq" ON "company_document_versions" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "company_document_versions_tenant_doc_idx" ON "company_document_versions" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "company_documents_tenant_company_idx" ON "company_documents" USING btree ("tenant_id","company_id","folder_id","updated_at");--> statement-breakpoint
CREATE INDEX "company_documents_tenant_expiry_idx" ON "company_documents" USING btree ("tenant_id","expiry_date");--> statement-breakpoint
CREATE INDEX "drive_oauth_states_tenant_idx" ON "drive_oauth_states" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "meeting_signals_tenant_created_idx" ON "meeting_signals" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_tenant_scheduled_idx" ON "meetings" USING btree ("tenant_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_token_hash_uq" ON "meetings" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "petition_documents_file_name_trgm_idx" ON "petition_documents" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "petition_documents_doc_type_trgm_idx" ON "petition_documents" USING gin ("doc_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "i9_employees_first_name_trgm_idx" ON "i9_employees" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "i9_employees_last_name_trgm_idx" ON "i9_employees" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_bill_to_name_trgm_idx" ON "invoices" USING gin ("bill_to_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lcas_job_title_trgm_idx" ON "lcas" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lcas_lca_number_trgm_idx" ON "lcas" USING gin ("lca_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_tickets_subject_trgm_idx" ON "support_tickets" USING gin ("subject" gin_trgm_ops);