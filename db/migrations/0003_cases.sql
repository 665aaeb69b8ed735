CREATE TABLE "document_checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type_id" integer NOT NULL,
	"sub_type_id" integer,
	"doc_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "petition_assignments" (
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"role_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_assignments_petition_id_role_id_pk" PRIMARY KEY("petition_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "petition_beneficiaries" (
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT true NOT NULL,
	CONSTRAINT "petition_beneficiaries_petition_id_beneficiary_id_pk" PRIMARY KEY("petition_id","beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "petition_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"beneficiary_id" uuid,
	"category" text NOT NULL,
	"doc_type" text NOT NULL,
	"group_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "petition_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "petition_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"activity_code" text,
	"message" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "petitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"case_number" text NOT NULL,
	"custom_case_number" text,
	"allow_custom_case_no" boolean DEFAULT false NOT NULL,
	"title" text,
	"type_id" integer DEFAULT 1 NOT NULL,
	"sub_type_id" integer,
	"petitioner_id" uuid,
	"branch_id" uuid,
	"created_by_user_id" uuid,
	"status_id" integer DEFAULT 1 NOT NULL,
	"deadline_date" text,
	"premium_processing" boolean DEFAULT false NOT NULL,
	"premium_form" text,
	"completed_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_workflow_activity" text,
	"petitioner_sign_requested" boolean DEFAULT false NOT NULL,
	"courier_tracking_category" text,
	"carrier_id" integer,
	"tracking_number" text,
	"receipt_number" text,
	"receipt_date" text,
	"uscis_response" text,
	"response_date" text,
	"rfe_notice_date" text,
	"rfe_served_by_mail" boolean DEFAULT false NOT NULL,
	"filing_fee_cents" bigint,
	"validity_start" text,
	"validity_end" text,
	"lca_required" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"beneficiary_id" uuid,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_counters" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_counters_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "workflow_configs" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_checklists" ADD CONSTRAINT "document_checklists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_assignments" ADD CONSTRAINT "petition_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_assignments" ADD CONSTRAINT "petition_assignments_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_beneficiaries" ADD CONSTRAINT "petition_beneficiaries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_beneficiaries" ADD CONSTRAINT "petition_beneficiaries_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_beneficiaries" ADD CONSTRAINT "petition_beneficiaries_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_documents" ADD CONSTRAINT "petition_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_documents" ADD CONSTRAINT "petition_documents_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_history" ADD CONSTRAINT "petition_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_history" ADD CONSTRAINT "petition_history_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_petitioner_id_companies_id_fk" FOREIGN KEY ("petitioner_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_counters" ADD CONSTRAINT "tenant_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_configs" ADD CONSTRAINT "workflow_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_checklists_uq" ON "document_checklists" USING btree ("tenant_id","type_id",coalesce("sub_type_id", 0));--> statement-breakpoint
CREATE INDEX "petition_assignments_tenant_user_idx" ON "petition_assignments" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "petition_beneficiaries_tenant_beneficiary_idx" ON "petition_beneficiaries" USING btree ("tenant_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "petition_documents_tenant_petition_idx" ON "petition_documents" USING btree ("tenant_id","petition_id","category","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "petition_documents_file_key_uq" ON "petition_documents" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "petition_history_tenant_petition_idx" ON "petition_history" USING btree ("tenant_id","petition_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "petitions_tenant_case_number_uq" ON "petitions" USING btree ("tenant_id","case_number");--> statement-breakpoint
CREATE INDEX "petitions_tenant_created_idx" ON "petitions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "petitions_tenant_updated_idx" ON "petitions" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "petitions_tenant_status_created_idx" ON "petitions" USING btree ("tenant_id","status_id","created_at");--> statement-breakpoint
CREATE INDEX "petitions_tenant_type_created_idx" ON "petitions" USING btree ("tenant_id","type_id","sub_type_id","created_at");--> statement-breakpoint
CREATE INDEX "petitions_tenant_petitioner_created_idx" ON "petitions" USING btree ("tenant_id","petitioner_id","created_at");--> statement-breakpoint
CREATE INDEX "petitions_tenant_branch_created_idx" ON "petitions" USING btree ("tenant_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "petitions_tenant_deadline_idx" ON "petitions" USING btree ("tenant_id","deadline_date");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_token_uq" ON "questionnaires" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "questionnaires_tenant_petition_idx" ON "questionnaires" USING btree ("tenant_id","petition_id");